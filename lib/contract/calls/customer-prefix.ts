/** Where the spec hides a customer call's path, the project put it under this prefix (the one the spec shows). */
export const CUSTOMER_PREFIX = '/v1/app';
