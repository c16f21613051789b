import type { z } from 'zod';
import { toPersianDigits } from '@/lib/format/digits';
import { apiMessages } from '@/server/errors/messages';

const words = apiMessages.validation.generic;

type Issue = z.core.$ZodRawIssue;

const fill = (template: string, value: number | bigint | Date) =>
  template.replace('{n}', toPersianDigits(String(value)));

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string | undefined {
  const limit = issue.minimum;
  switch (issue.origin) {
    case 'string':
      return Number(limit) <= 1 ? words.required : fill(words.textMin, limit);
    case 'array':
    case 'set':
      return fill(words.listMin, limit);
    case 'number':
    case 'int':
    case 'bigint':
      return fill(issue.inclusive ? words.numberMin : words.numberAbove, limit);
    default:
      return undefined;
  }
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string | undefined {
  const limit = issue.maximum;
  switch (issue.origin) {
    case 'string':
      return fill(words.textMax, limit);
    case 'array':
    case 'set':
      return fill(words.listMax, limit);
    case 'number':
    case 'int':
    case 'bigint':
      return fill(issue.inclusive ? words.numberMax : words.numberBelow, limit);
    default:
      return undefined;
  }
}

/**
 * The common refusals said as an Iranian customer would read them («باید عدد
 * باشد», not zod's «می‌بایست عدد می‌بود، NaN دریافت شد»). Schemas that name
 * their own message keep it; anything not handled here falls back to zod's
 * Persian locale.
 */
export function persianIssueMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return words.required;
      if (issue.expected === 'number' || issue.expected === 'int') return words.number;
      if (issue.expected === 'string') return words.text;
      if (issue.expected === 'boolean') return words.boolean;
      if (issue.expected === 'array') return words.list;
      return words.type;
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_value':
      return words.choice.replace('{values}', issue.values.map(String).join('، '));
    // zod's own words here would show the pattern («/^\d{4}…$/») or English format names.
    case 'invalid_format':
      return words.format;
    // A blankable field is a union of "", null and the real schema, which comes
    // last: its refusal says what is wrong, not that no branch matched.
    case 'invalid_union':
      return issue.errors.at(-1)?.[0]?.message ?? words.type;
    case 'invalid_key':
    case 'invalid_element':
      return words.type;
    default:
      return undefined;
  }
}
