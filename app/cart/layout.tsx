export { CustomerAreaLayout as default } from '@/components/layout/customer-area-layout';

// A customer's page: rendered per request, never cached or built ahead.
export const dynamic = 'force-dynamic';
