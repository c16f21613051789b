// Plain numbers, apart from the cart's schemas: the browser cart lives in the
// store every page loads, and importing a value from ./cart would bring zod
// and every message along (+50 KiB gzip on each page's first script).

/** A line never asks for more than this many units; stock and order_limit may ask for fewer. */
export const MAX_LINE_COUNT = 99;
/** A cart never holds more than this many lines. */
export const MAX_CART_LINES = 100;
