import { chrome } from '../../content/chrome'
import { isActive, navigation, type NavItem } from '../../content/navigation'
import { site, smsHref } from '../../content/site'
import { contentIcons } from '../ui/ContentIcon'
import { DownloadLink } from '../ui/DownloadLink'
import { Icon } from '../ui/Icon'
import { Logo } from '../ui/Logo'
import { LucideSvg } from '../ui/LucideSvg'
import { buttonClass } from '../ui/buttonClass'
import { PromoBanner } from './PromoBanner'

/**
 * The shared header: static HTML, in two parts. A slim top line that scrolls away (the offers, and from 768 px the
 * spec's Download brochure, SMS and Portfolio as compact secondary actions), then one sticky bar of 64 px: the logo,
 * the nine entries (from 1280 px), search as an icon that opens its field, the one primary action and, below 1280 px,
 * Menu. The <header> box itself is display: contents (.site-header), so the bar sticks to the page, not to the header.
 *
 * The desktop flyouts open on hover and keyboard focus (CSS) and with the toggle beside their entry (touch screens
 * cannot hover); the toggles are run by lib/client/header.ts. The search field is a popover and the mobile menu a
 * native <dialog>: both open and close with no script (before the page script runs, or without one); the script adds
 * the rest (focus kept inside the menu and given back, a click on its backdrop, focus into the search field). The
 * menu toggle has no aria-expanded: HTML leaves a command button's state to the browser, and an open modal dialog
 * hides the page the toggle is on.
 */
export function Header({ currentPath }: { currentPath: string }) {
  return (
    <header className="site-header">
      <div className="topbar">
        <div className="container-page flex items-center justify-between gap-6">
          <PromoBanner />
          <ul className="topbar-actions">
            <li>
              <DownloadLink kind="brochure" className="topbar-link">
                <Icon name="download" className="h-4 w-4" />
                {chrome.header.brochure}
              </DownloadLink>
            </li>
            <li>
              <a href={smsHref(site.phones[0])} className="topbar-link">
                <Icon name="message" className="h-4 w-4" />
                {chrome.header.sms}
              </a>
            </li>
            <li>
              <a href="/portfolio" className="topbar-link">
                {chrome.header.portfolio}
                <Icon name="arrowRight" className="h-4 w-4" />
              </a>
            </li>
          </ul>
        </div>
      </div>
      <div className="header-bar bg-white/95">
        <div className="container-page flex h-14 items-center gap-4 sm:h-16">
          <a href="/" className="shrink-0 rounded-md" aria-label={`${site.name} home`}>
            <Logo />
          </a>
          <nav aria-label="Main" className="hidden h-full xl:ml-4 xl:block" data-desktop-nav>
            <ul className="flex h-full items-stretch">
              {navigation.header.map((item) => (
                <DesktopItem key={item.href} item={item} currentPath={currentPath} />
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex shrink-0 items-center gap-2 whitespace-nowrap">
            <button
              type="button"
              className={buttonClass('ghost', { size: 'icon', className: 'hidden xl:inline-flex' })}
              popoverTarget="header-search-panel"
              aria-label={chrome.header.searchOpen}
              data-search-toggle
            >
              <Icon name="search" />
            </button>
            <a href={chrome.header.action.href} className={buttonClass('primary', { size: 'sm', className: 'header-action hidden sm:inline-flex' })}>
              {chrome.header.action.label}
            </a>
            <button
              type="button"
              id="menu-toggle"
              className={buttonClass('outline', { size: 'sm', className: 'xl:hidden' })}
              aria-haspopup="dialog"
              aria-controls="mobile-menu"
              commandfor="mobile-menu"
              command="show-modal"
            >
              <Icon name="menu" className="h-4 w-4" />
              <span>Menu</span>
            </button>
          </div>
        </div>
        <div id="header-search-panel" popover="auto" className="search-panel">
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- in a popover: focus moves when the visitor opens it, never on load */}
          <SearchForm id="header-search" className="flex" autoFocus />
        </div>
      </div>
      <MobileMenu currentPath={currentPath} />
    </header>
  )
}

function DesktopItem({ item, currentPath }: { item: NavItem; currentPath: string }) {
  const active = isActive(item.href, currentPath)
  const submenuId = `submenu-${item.href.slice(1).replace(/\W+/g, '-')}`
  const wide = (item.children?.length ?? 0) > 5
  return (
    <li className="relative flex" data-submenu={item.children ? '' : undefined}>
      <a href={item.href} aria-current={active ? 'page' : undefined} className="nav-link">
        {item.label}
      </a>
      {item.children && (
        <>
          <button
            type="button"
            className="submenu-toggle"
            aria-expanded="false"
            aria-controls={submenuId}
            aria-label={chrome.header.submenuToggle.replace('{label}', item.label)}
          >
            <Icon name="chevronDown" className="h-3.5 w-3.5" />
          </button>
          <ul id={submenuId} className={`submenu ${wide ? 'submenu-wide' : ''}`}>
            {item.children.map((child) => (
              <li key={child.href}>
                <a href={child.href} aria-current={isActive(child.href, currentPath) ? 'page' : undefined} className="submenu-link">
                  <span className="submenu-icon">
                    <LucideSvg node={contentIcons[child.icon]} className="h-5 w-5" />
                  </span>
                  <span className="min-w-0">
                    <span className="block font-semibold text-slate-900">{child.label}</span>
                    <span className="block truncate text-slate-600">{child.description}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  )
}

function MobileMenu({ currentPath }: { currentPath: string }) {
  return (
    <dialog id="mobile-menu" className="mobile-menu" aria-label="Site menu">
      <div className="flex h-16 items-center justify-between border-b border-slate-200 px-4">
        <Logo />
        <button type="button" className={buttonClass('outline', { size: 'sm' })} commandfor="mobile-menu" command="close" data-menu-close>
          <Icon name="close" className="h-4 w-4" />
          <span>Close</span>
        </button>
      </div>
      <div className="p-4">
        <SearchForm id="mobile-search" className="mb-4 flex" />
        <nav aria-label="Mobile">
          <ul className="space-y-1">
            {navigation.header.map((item) => (
              <li key={item.href}>
                {item.children ? (
                  <details open={item.children.some((c) => c.href === currentPath) || undefined}>
                    <summary className="mobile-link cursor-pointer">
                      {item.label}
                      <Icon name="chevronDown" className="h-4 w-4" />
                    </summary>
                    <ul className="ml-3 border-l border-slate-200 pl-3">
                      {[{ label: item.overview ?? item.name, href: item.href }, ...item.children]
                        .filter((child, index, all) => all.findIndex((c) => c.href === child.href) === index)
                        .map((child) => (
                          <li key={child.href}>
                            <a href={child.href} className="mobile-link font-medium" aria-current={isActive(child.href, currentPath) ? 'page' : undefined}>
                              {child.label}
                            </a>
                          </li>
                        ))}
                    </ul>
                  </details>
                ) : (
                  <a href={item.href} className="mobile-link" aria-current={isActive(item.href, currentPath) ? 'page' : undefined}>
                    {item.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 grid gap-2">
          <a href={chrome.header.action.href} className={buttonClass('primary')}>
            {chrome.header.action.label}
          </a>
          <DownloadLink kind="brochure" className={buttonClass('outline')}>
            <Icon name="download" className="h-4 w-4" />
            {chrome.header.brochure}
          </DownloadLink>
          <div className="grid grid-cols-2 gap-2">
            <a href={smsHref(site.phones[0])} className={buttonClass('outline')}>
              <Icon name="message" className="h-4 w-4" />
              {chrome.header.sms}
            </a>
            <a href="/portfolio" className={buttonClass('outline')}>
              {chrome.header.portfolio}
            </a>
          </div>
        </div>
      </div>
    </dialog>
  )
}

function SearchForm({ id, className = '', autoFocus }: { id: string; className?: string; autoFocus?: boolean }) {
  return (
    <form role="search" aria-label={chrome.header.searchLandmark} action="/search" method="get" className={`${className} items-center`} data-site-search>
      <label htmlFor={id} className="sr-only">
        {chrome.header.searchLabel}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        placeholder={chrome.header.searchPlaceholder}
        className="input h-10 min-w-0 flex-1 rounded-r-none"
        autoComplete="off"
        // In the popover: the caret goes into the field as it opens (HTML's popover focusing steps, no script).
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only the popover's field, focused when the visitor opens it
        autoFocus={autoFocus}
      />
      <button type="submit" className={buttonClass('primary', { size: 'sm', className: 'h-10 rounded-l-none' })} aria-label="Search">
        <Icon name="search" className="h-4 w-4" />
      </button>
    </form>
  )
}
