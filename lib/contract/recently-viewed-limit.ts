// A plain number, apart from the schemas: the browser's list is read on every
// catalogue page, and importing a value from ./recently-viewed would bring zod
// and every message along into the page's first script.

/** How many products a visitor's «بازدیدهای اخیر» keeps, in the browser and on the server alike. */
export const RECENTLY_VIEWED_MAX = 12;
