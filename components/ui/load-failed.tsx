import { Button } from './button';

type LoadFailedProps = { message: string; retryLabel: string; onRetry: () => void };

/** A load that failed: what happened and a button that asks again. */
export function LoadFailed({ message, retryLabel, onRetry }: LoadFailedProps) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
