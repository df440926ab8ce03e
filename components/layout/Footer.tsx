import { chrome } from '../../content/chrome'
import type { Link } from '../../content/define'
import { navigation } from '../../content/navigation'
import { mailHref, officeAddressLines, site, telHref } from '../../content/site'
import { NewsletterBox } from '../sections/NewsletterBox'
import { Heading } from '../ui/Heading'
import { Icon } from '../ui/Icon'
import { Logo } from '../ui/Logo'

export function Footer() {
  const { footer } = chrome
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="container-page grid grid-cols-1 gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo inverted />
          <p className="mt-4 text-sm leading-relaxed">{footer.about}</p>
          <Heading size="footer" id="footer-newsletter-heading" className="mt-6">
            {footer.newsletterHeading}
          </Heading>
          <p className="mt-1 text-sm">{footer.newsletterText}</p>
          <NewsletterBox id="footer-newsletter" labelledBy="footer-newsletter-heading" tone="dark" />
        </div>
        <FooterLinks heading={footer.servicesHeading} links={navigation.footer.services} />
        <FooterLinks heading={footer.companyHeading} links={navigation.footer.company} />
        <div>
          <Heading size="footer">{footer.contactHeading}</Heading>
          <ul className="mt-4 space-y-2 text-sm">
            {site.phones.map((phone) => (
              <li key={phone.e164}>
                <a href={telHref(phone)} className="footer-link inline-flex items-center gap-2">
                  <Icon name="phone" className="h-4 w-4" />
                  {phone.display}
                </a>
              </li>
            ))}
            {site.emails.map((email) => (
              <li key={email}>
                <a href={mailHref(email)} className="footer-link inline-flex items-center gap-2">
                  <Icon name="mail" className="h-4 w-4" />
                  {email}
                </a>
              </li>
            ))}
          </ul>
          <address className="mt-4 flex gap-2 text-sm not-italic">
            <Icon name="pin" className="mt-0.5 h-4 w-4 shrink-0" />
            <span>
              {officeAddressLines(site.office).map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </span>
          </address>
          <Heading size="footer" className="mt-6">
            {footer.hoursHeading}
          </Heading>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {site.hours.footer.map((row) => (
              <div key={row.days} className="contents">
                <dt className="font-medium text-slate-200">{row.days}</dt>
                <dd>{row.time}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="container-page py-5 text-center text-sm">{footer.copyright}</p>
      </div>
    </footer>
  )
}

function FooterLinks({ heading, links }: { heading: string; links: readonly Link[] }) {
  return (
    <nav aria-label={heading}>
      <Heading size="footer">{heading}</Heading>
      <ul className="mt-4 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.label}>
            <a href={link.href} className="footer-link">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
