import { Island } from '../../../components/islands/Island'
import AdminDashboard from '../../../components/islands/AdminDashboard'
import { Seo } from '../../../components/layout/Seo'
import { adminContent } from '../../../content/admin'
import { positions } from '../../../content/careers/positions'
import { page as contactPage } from '../../../content/contact'
import { home } from '../../../content/home'
import { messages } from '../../../content/messages'
import { settings } from '../../../lib/settings'
import { labelTable, type SubmissionLabels } from '../../../lib/submissionLabels'
import { AdminShell } from '../AdminShell'

const { dashboard } = adminContent

/** The labels each form shows for what it stores, so the table and the CSV read as the visitor chose. */
const labels: SubmissionLabels = {
  services: {
    hero: labelTable(home.consultation.services),
    popup: labelTable(home.popup.services),
    contact: labelTable(contactPage.form.serviceOptions),
  },
  budgets: labelTable(contactPage.form.budgetOptions),
  positions: labelTable(positions),
}

/** /admin/dashboard (SPEC 2 Admin dashboard). Prerendered as "Loading..."; the island shows the data after the flag check. */
export default function Page() {
  return (
    <AdminShell heading={dashboard.heading}>
      <Seo path="/admin/dashboard" {...dashboard.head} noindex noCanonical />
      <div className="mt-6">
        <Island
          name="AdminDashboard"
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
            labels,
          }}
        />
      </div>
    </AdminShell>
  )
}
