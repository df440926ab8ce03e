import { Island } from '../../../components/islands/Island'
import AdminDashboard from '../../../admin/AdminDashboard'
import { Seo } from '../../../components/layout/Seo'
import { adminContent } from '../../../admin/copy/admin'
import { adminReports } from '../../../admin/copy/adminReports'
import { leadNotifications } from '../../../content/leadNotifications'
import { messages } from '../../../content/messages'
import { settings } from '../../../lib/build/settings'
import { formLabels } from '../../../content/formLabels'
import { AdminShell } from '../AdminShell'

const { dashboard } = adminContent

/** /admin/dashboard. Prerendered as "Loading..."; the island shows the data after the flag check. */
export default function Page() {
  return (
    <AdminShell heading={dashboard.heading}>
      <Seo path="/admin/dashboard" {...dashboard.head} noindex noCanonical />
      <div className="mt-6">
        <Island
          component={AdminDashboard}
          hydrate="load"
          props={{
            loginPath: `/admin/login/${settings.adminLoginSlug}`,
            messages: {
              exportEmpty: messages.exportEmpty,
              exportSuccessTitle: messages.exportSuccessTitle,
              clearConfirm: messages.clearConfirm,
              cleared: messages.cleared,
              emptyTable: messages.emptyTable,
            },
            text: dashboard,
            labels: formLabels,
            serviceApi: settings.leadsServiceApi,
            reports: adminReports,
            formNames: leadNotifications.forms,
          }}
        />
      </div>
    </AdminShell>
  )
}
