export { CustomerAreaLayout as default } from '@/components/layout/customer-area-layout';
