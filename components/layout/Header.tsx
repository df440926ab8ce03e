import { chrome } from '../../content/chrome'
import { isActive, navigation, type NavItem } from '../../content/navigation'
import { site, smsHref } from '../../content/site'
import { DownloadLink } from '../ui/DownloadLink'
import { Icon } from '../ui/Icon'
import { Logo } from '../ui/Logo'
import { buttonClass } from '../ui/buttonClass'

/**
 * The shared header: static HTML. The desktop submenus open on hover and keyboard focus (CSS) and with the toggle
 * beside their entry (touch screens cannot hover); the toggles are run by lib/client/header.ts. The mobile menu, a
 * native <dialog>, opens and closes by invoker commands with no script (before the page script runs, or without one);
 * the script adds the rest (focus kept inside and given back, a click on the backdrop). The toggle has no aria-expanded:
 * HTML leaves a command button's state to the browser, and an open modal dialog hides the page the toggle is on.
 */
export function Header({ currentPath }: { currentPath: string }) {
  return (
    // The blur as a plain property: Tailwind's backdrop-blur composes nine backdrop filters from registered properties,
    // which every page's inline CSS would carry (about 140 bytes of each page) for the one it uses.
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 [backdrop-filter:blur(8px)]">
      <div className="container-page flex items-center gap-3 py-3">
        <a href="/" className="shrink-0 rounded-md" aria-label={`${site.name} home`}>
          <Logo />
        </a>
        {/* Each size shows only what fits on one line (the rest is in the menu), so the header never scrolls sideways. */}
        <SearchForm className="ml-auto hidden w-60 min-w-0 lg:flex xl:w-72" id="header-search" />
        <div className="ml-auto flex shrink-0 items-center gap-2 whitespace-nowrap lg:ml-0">
          <DownloadLink kind="brochure" href="/downloads" className={buttonClass('outline', { size: 'sm', className: 'hidden md:inline-flex' })}>
            <Icon name="download" className="h-4 w-4" />
            {chrome.header.brochure}
          </DownloadLink>
          <a href={smsHref(site.phones[0])} className={buttonClass('outline', { size: 'sm', className: 'hidden sm:inline-flex' })}>
            <Icon name="message" className="h-4 w-4" />
            {chrome.header.sms}
          </a>
          <a href="/portfolio" className={buttonClass('primary', { size: 'sm', className: 'hidden sm:inline-flex' })}>
            {chrome.header.portfolio}
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
            <Icon name="menu" />
            <span>Menu</span>
          </button>
        </div>
      </div>
      <nav aria-label="Main" className="hidden border-t border-slate-100 xl:block" data-desktop-nav>
        <ul className="container-page flex items-stretch justify-between">
          {navigation.header.map((item) => (
            <DesktopItem key={item.href} item={item} currentPath={currentPath} />
          ))}
        </ul>
      </nav>
      <MobileMenu currentPath={currentPath} />
    </header>
  )
}

function DesktopItem({ item, currentPath }: { item: NavItem; currentPath: string }) {
  const active = isActive(item.href, currentPath)
  const submenuId = `submenu-${item.href.slice(1).replace(/\W+/g, '-')}`
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
          <ul id={submenuId} className="submenu">
            {item.children.map((child) => (
              <li key={child.href}>
                <a href={child.href} aria-current={isActive(child.href, currentPath) ? 'page' : undefined} className="submenu-link">
                  {child.label}
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
      <div className="flex items-center justify-between border-b border-slate-200 p-4">
        <Logo />
        <button type="button" className={buttonClass('outline', { size: 'sm' })} commandfor="mobile-menu" command="close" data-menu-close>
          <Icon name="close" />
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
                            <a href={child.href} className="mobile-link" aria-current={isActive(child.href, currentPath) ? 'page' : undefined}>
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
          <DownloadLink kind="brochure" href="/downloads" className={buttonClass('outline')}>
            {chrome.header.brochure}
          </DownloadLink>
          <a href={smsHref(site.phones[0])} className={buttonClass('outline')}>
            {chrome.header.sms}
          </a>
          <a href="/portfolio" className={buttonClass('primary')}>
            {chrome.header.portfolio}
          </a>
        </div>
      </div>
    </dialog>
  )
}

function SearchForm({ id, className = '' }: { id: string; className?: string }) {
  return (
    <form role="search" action="/search" method="get" className={`${className} items-center`} data-site-search>
      <label htmlFor={id} className="sr-only">
        {chrome.header.searchLabel}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        placeholder={chrome.header.searchPlaceholder}
        className="input h-9 min-w-0 flex-1 rounded-r-none"
        autoComplete="off"
      />
      <button type="submit" className={buttonClass('primary', { size: 'sm', className: 'h-9 rounded-l-none' })} aria-label="Search">
        <Icon name="search" className="h-4 w-4" />
      </button>
    </form>
  )
}
