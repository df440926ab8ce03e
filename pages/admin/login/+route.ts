import { settings } from '../../../lib/build/settings'

/**
 * The admin login lives only at /admin/login/<ADMIN_LOGIN_SLUG> (a build setting). /admin/login alone and any
 * other slug match no route, so a static host serves the not-found page for them.
 */
export default `/admin/login/${settings.adminLoginSlug}`
