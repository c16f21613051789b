import { toLatinDigits } from '@/lib/format/digits';

/**
 * The listing's filter form, which fields outside its element (the phone's
 * sheet) name. Here, not in listing-filters.ts: that module brings the zod
 * contract, which the form's own script must not carry (50 KiB gzip).
 */
export const FILTER_FORM_ID = 'listing-filters';

/**
 * The query a filter form's fields make (those it holds and those outside
 * naming it by id). Only filled fields go in, so shared links stay short;
 * numeric fields go in with Latin digits and no separators, whatever was typed.
 */
export function queryOf(form: HTMLFormElement): string {
  const search = new URLSearchParams();
  for (const field of Array.from(form.elements)) {
    if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) continue;
    if (!field.name || field.disabled) continue;
    const choice =
      field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
    if (choice && !field.checked) continue;
    let value = field.value.trim();
    if (field instanceof HTMLInputElement && field.inputMode === 'numeric') {
      value = toLatinDigits(value).replace(/\D/g, '');
    }
    if (value !== '') search.append(field.name, value);
  }
  return search.toString();
}
