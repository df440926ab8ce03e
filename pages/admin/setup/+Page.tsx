import { Island } from '../../../components/islands/Island'
import AdminSetup from '../../../admin/AdminSetup'
import { Seo } from '../../../components/layout/Seo'
import { adminContent } from '../../../admin/copy/admin'
import { settings } from '../../../lib/build/settings'
import { SETUP_PATH } from '../../../model/team'
import { AdminShell } from '../AdminShell'

const { setup } = adminContent

/**
 * /admin/setup: where a new team member chooses their password with the one-time link an owner sent them (the token
 * is in the link's fragment, read by the island). A site built without the lead service has no team: it says so.
 */
export default function Page() {
  return (
    <AdminShell heading={setup.heading}>
      <Seo path={SETUP_PATH} {...setup.head} noindex noCanonical />
      <div className="mt-6 max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        {settings.leadsServiceApi ? (
          <Island
            component={AdminSetup}
            hydrate="load"
            props={{ api: settings.leadsServiceApi, text: setup, loginPath: `/admin/login/${settings.adminLoginSlug}` }}
          />
        ) : (
          <p className="text-slate-800">{setup.serviceOnly}</p>
        )}
      </div>
    </AdminShell>
  )
}
