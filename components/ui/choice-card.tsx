import type { ReactNode } from 'react';

type ChoiceCardProps = {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChange: () => void;
  title: ReactNode;
  children?: ReactNode;
  testId?: string;
};

/** A native radio inside a card-sized label: keyboard, screen readers and no-JS all work as usual. */
export function ChoiceCard({
  name,
  value,
  checked,
  disabled = false,
  onChange,
  title,
  children,
  testId,
}: ChoiceCardProps) {
  return (
    <label
      data-testid={testId}
      className={`flex cursor-pointer items-start gap-3 rounded-xl border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary ${
        checked ? 'border-primary bg-primary/5' : 'border-border bg-surface-raised'
      } ${disabled ? 'cursor-not-allowed opacity-60' : ''}`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        className="mt-1 size-4 shrink-0 accent-primary"
      />
      <span className="flex min-w-0 flex-col gap-1">
        <span className="font-medium">{title}</span>
        {children ? <span className="text-sm text-text-muted">{children}</span> : null}
      </span>
    </label>
  );
}

/** A titled group of choices. */
export function ChoiceGroup({
  legend,
  children,
  testId,
}: {
  legend: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-2" data-testid={testId}>
      <legend className="mb-2 text-lg font-bold">{legend}</legend>
      {children}
    </fieldset>
  );
}
