import { shopApp } from '@/server/shop-app';

const handle = (request: Request) => shopApp.fetch(request);

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
export const OPTIONS = handle;
