type AddButtonProps = {
  label: string;
  disabled: boolean;
  busy?: boolean;
  onClick?: () => void;
};

/** The product page's add-to-cart button, the same for guests and customers. */
export function AddButton({ label, disabled, busy = false, onClick }: AddButtonProps) {
  return (
    <button
      type="button"
      data-testid="add-to-cart"
      disabled={disabled}
      aria-busy={busy || undefined}
      onClick={onClick}
      className="w-full rounded-xl bg-primary px-5 py-3 font-semibold text-on-primary transition-opacity hover:opacity-90 disabled:cursor-not-allowed disabled:opacity-50 md:w-auto"
    >
      {label}
    </button>
  );
}
