import { z } from 'zod'
import { defineContent } from './define'

/**
 * The choices the enquiry forms offer: what a visitor picks, and what the dashboard, the CSV and the owner's e-mail
 * show for the code a lead stores. A module of its own, so that the lead service reads these labels without loading
 * any page's copy (content/formLabels.ts).
 */
export const formOptionSchema = z.object({ value: z.string().regex(/^[a-z0-9-]+$/), label: z.string().min(2) })
export type FormOption = z.output<typeof formOptionSchema>

export const uniqueValues = (options: readonly FormOption[]) => new Set(options.map((option) => option.value)).size === options.length
const optionList = z.array(formOptionSchema).min(1).refine(uniqueValues, 'option values must be unique')

export const formOptions = defineContent(
  'content/formOptions.ts',
  z.object({
    /** The home page's consultation form. */
    consultationServices: optionList,
    /** The home page's mobile popup. */
    popupServices: optionList,
    /** The contact page's form. */
    contactServices: optionList,
    budgets: optionList,
  }),
  {
    consultationServices: [
      { value: 'seo', label: 'SEO Optimization' },
      { value: 'ppc', label: 'PPC Advertising' },
      { value: 'social-media', label: 'Social Media Marketing' },
      { value: 'web-design', label: 'Website Design & Development' },
      { value: 'mobile-app', label: 'Mobile App Development' },
      { value: 'custom-software', label: 'Custom Software' },
      { value: 'content-marketing', label: 'Content Marketing' },
      { value: 'email-marketing', label: 'Email Marketing' },
    ],
    popupServices: [
      { value: 'seo', label: 'SEO Optimization' },
      { value: 'ppc', label: 'PPC Advertising' },
      { value: 'social-media', label: 'Social Media Marketing' },
      { value: 'web-design', label: 'Website Design & Development' },
      { value: 'mobile-app', label: 'Mobile App Development' },
      { value: 'custom-software', label: 'Custom Software' },
    ],
    contactServices: [
      { value: 'seo', label: 'SEO Optimization' },
      { value: 'ppc', label: 'PPC Advertising' },
      { value: 'social-media', label: 'Social Media Marketing' },
      { value: 'web-design', label: 'Website Development' },
      { value: 'mobile-app', label: 'Mobile App Development' },
      { value: 'custom-software', label: 'Custom Software' },
      { value: 'content-marketing', label: 'Content Marketing' },
      { value: 'email-marketing', label: 'Email Marketing' },
      { value: 'iot', label: 'IoT Solutions' },
      { value: 'consultation', label: 'Digital Marketing Consultation' },
      { value: 'other', label: 'Other' },
    ],
    budgets: [
      { value: '10000-25000', label: '₹10,000-₹25,000' },
      { value: '25000-50000', label: '₹25,000-₹50,000' },
      { value: '50000-100000', label: '₹50,000-₹1,00,000' },
      { value: '100000-250000', label: '₹1,00,000-₹2,50,000' },
      { value: '250000-plus', label: '₹2,50,000+' },
    ],
  },
)
