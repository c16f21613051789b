/**
 * Paths of calls some callers reach without loading any schema: a first
 * visit asks for a guest token, and every page names pictures, with no zod in
 * their first script. The declarations use these very constants.
 */
export const GUEST_LOGIN_PATH = '/v1/user/login/guest';
export const UPLOAD_VARIANT_PATH = '/v1/upload/:name/:variant';
