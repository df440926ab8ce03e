import { Island } from '../../../components/islands/Island'
import AdminLogin from '../../../admin/AdminLogin'
import { Seo } from '../../../components/layout/Seo'
import { adminContent } from '../../../admin/copy/admin'
import { messages } from '../../../content/messages'
import { builtCredentialRecord } from '../../../lib/build/adminCredentials'
import { settings } from '../../../lib/build/settings'
import { AdminShell } from '../AdminShell'

const { login } = adminContent

/**
 * /admin/login/<slug>. Without a lead service it ships the credential record (a PBKDF2 hash),
 * never the password; with one, the form posts to the service and the page holds no credential at all.
 */
export default function Page() {
  return (
    <AdminShell heading={login.heading} backLabel={login.backLink}>
      <Seo path={`/admin/login/${settings.adminLoginSlug}`} {...login.head} noindex noCanonical />
      <div className="mt-6 max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <p className="mb-5 text-slate-700">{settings.leadsServiceApi ? login.introService : login.intro}</p>
        <Island
          component={AdminLogin}
          hydrate="load"
          props={{
            // With a lead service the server checks the password: no hash is built into the page at all.
            check: settings.leadsServiceApi ? { kind: 'service', api: settings.leadsServiceApi } : { kind: 'browser', record: builtCredentialRecord() },
            labels: login.labels,
            messages: {
              success: messages.loginSuccess,
              mismatch: messages.loginMismatch,
              exception: messages.loginException,
              // The service throttles a browser that signed in before on its own (service/team/throttle.ts): the owner is told to use it.
              throttle: settings.leadsServiceApi ? `${login.throttle} ${login.trustedBrowser}` : login.throttle,
              cookieRefused: login.cookieRefused,
            },
            ...(settings.leadsServiceApi ? { code: login.code } : {}),
            dashboardPath: '/admin/dashboard',
          }}
        />
      </div>
    </AdminShell>
  )
}
