/** The site-wide messages the dashboard shows (from content/messages.ts, passed as props). */
export interface DashboardMessages {
  exportEmpty: { title: string; description: string }
  exportSuccessTitle: string
  clearConfirm: string
  cleared: { title: string; description: string }
  emptyTable: string
}
