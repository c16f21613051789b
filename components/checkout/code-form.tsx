'use client';

import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { controlClasses } from '@/components/ui/form-field';

type CodeFormProps = {
  /** useId() of the field that owns the form: the heading, input and outcome ids hang off it. */
  id: string;
  testId: string;
  legend: string;
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  onSubmit: () => void;
  submitLabel: string;
  submitDisabled: boolean;
  invalid: boolean;
  /** A button beside submit (the coupon's «حذف»). */
  extraAction?: ReactNode;
  /** The outcome line, announced politely; its element carries `${id}-outcome`. */
  outcome: ReactNode;
  children?: ReactNode;
};

/** The checkout's code fields (coupon, gift code): a heading, one Latin-direction input and its outcome. */
export function CodeForm(props: CodeFormProps) {
  const { id } = props;
  function submit(event: FormEvent) {
    event.preventDefault();
    props.onSubmit();
  }
  return (
    <section
      aria-labelledby={`${id}-legend`}
      className="flex flex-col gap-2"
      data-testid={props.testId}
    >
      <h2 id={`${id}-legend`} className="text-lg font-bold">
        {props.legend}
      </h2>
      <form className="flex flex-wrap items-end gap-2" onSubmit={submit}>
        <label htmlFor={`${id}-code`} className="sr-only">
          {props.label}
        </label>
        <input
          id={`${id}-code`}
          name={props.name}
          dir="ltr"
          autoComplete="off"
          value={props.value}
          maxLength={40}
          aria-describedby={`${id}-outcome`}
          aria-invalid={props.invalid ? true : undefined}
          onChange={(event) => props.onValueChange(event.target.value)}
          className={`${controlClasses} max-w-60 flex-1 text-start`}
        />
        <Button type="submit" variant="secondary" disabled={props.submitDisabled}>
          {props.submitLabel}
        </Button>
        {props.extraAction}
      </form>
      {props.outcome}
      {props.children}
    </section>
  );
}
