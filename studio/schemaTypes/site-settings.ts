import { defineArrayMember, defineField, defineType } from 'sanity';
import { translatedString, translatedText } from './i18n';
import { DAYS_PATTERN, HOURS_PATTERN, LAST_ORDERS_RANGE, LEAD_RANGE } from './service-rules';
import { BIN_PATTERN, SERVICE_CHARGE_PERCENT_RANGE, VAT_PERCENT_RANGE } from './tax-rules';

const required = (name: string, title?: string, max = 120) =>
  defineField({ name, ...(title ? { title } : {}), type: 'string', validation: (rule) => rule.required().max(max) });

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  fields: [
    // In Bangla running text the restaurant is কর্ণফুলী; the English name is its mark, and what the invoice and mails in English say.
    translatedString('name', { title: 'Restaurant name', max: 60 }),
    translatedString('tagline', { title: 'Tagline', max: 60 }),
    defineField({
      name: 'address',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        translatedString('street', { max: 120 }),
        translatedString('locality', { title: 'City', max: 120 }),
        required('postalCode', 'Postal code', 10),
        translatedString('country', { max: 120 }),
      ],
    }),
    defineField({
      name: 'phone',
      type: 'string',
      validation: (rule) => rule.required().regex(/^\+?[\d\s-]{10,20}$/, { name: 'phone number' }),
    }),
    defineField({ name: 'email', title: 'E-mail', type: 'email', validation: (rule) => rule.required() }),
    defineField({
      name: 'openingHours',
      type: 'array',
      validation: (rule) => rule.required().min(1),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'openingHoursRow',
          // The kitchen takes delivery orders in these hours (worker/contract/service.ts reads them), so they must be
          // written the one way it reads, in English: the Bangla pages write them from what it reads (decision 0027).
          fields: [
            defineField({
              name: 'days',
              title: 'Days',
              description: 'A day or a range: "Mon – Thu", "Sun"',
              type: 'string',
              validation: (rule) => rule.required().regex(DAYS_PATTERN, { name: 'day or range of days, e.g. Mon – Thu' }),
            }),
            defineField({
              name: 'hours',
              title: 'Hours',
              description: 'Opening and closing time, "11:00 AM – 10:00 PM", or "Closed"',
              type: 'string',
              validation: (rule) => rule.required().regex(HOURS_PATTERN, { name: 'hours, e.g. 11:00 AM – 10:00 PM' }),
            }),
          ],
          preview: { select: { title: 'days', subtitle: 'hours' } },
        }),
      ],
    }),
    defineField({
      name: 'lastOrdersMinutes',
      title: 'Last orders (minutes before closing)',
      description: 'Delivery orders for now stop this long before the kitchen closes.',
      type: 'number',
      initialValue: 30,
      validation: (rule) => rule.required().integer().min(LAST_ORDERS_RANGE.min).max(LAST_ORDERS_RANGE.max),
    }),
    defineField({
      name: 'orderLeadMinutes',
      title: 'Minimum lead time for delivery (minutes)',
      description: 'The soonest a delivery arrives after the order: a scheduled order is at least this far ahead.',
      type: 'number',
      initialValue: 30,
      validation: (rule) => rule.required().integer().min(LEAD_RANGE.min).max(LEAD_RANGE.max),
    }),
    required('eveningService', 'Evening service (e.g. 5 PM to 10 PM)', 40),
    // What the tax invoice (Mushak-6.3) carries: the Worker prices every order with these, and each order keeps
    // the rate and the BIN it was sold at (worker/contract/invoice.ts).
    defineField({
      name: 'bin',
      title: 'BIN (VAT registration)',
      description: 'The Business Identification Number on every invoice: 9 digits, a dash and the branch code, e.g. 004512378-0101.',
      type: 'string',
      validation: (rule) => rule.required().regex(BIN_PATTERN, { name: 'BIN, e.g. 004512378-0101' }),
    }),
    defineField({
      name: 'vatRates',
      title: 'VAT rates',
      description: 'Menu prices include VAT. Add a new rate with the date it takes effect when the budget changes it; never edit a past one: orders keep the rate they were sold at.',
      type: 'array',
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .custom((rates: { from?: string }[] | undefined) => (rates && new Set(rates.map((rate) => rate.from)).size !== rates.length ? 'Two rates take effect on the same date' : true)),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'vatRate',
          fields: [
            defineField({ name: 'from', title: 'Takes effect on', type: 'date', validation: (rule) => rule.required() }),
            defineField({ name: 'percent', title: 'Rate (%)', type: 'number', validation: (rule) => rule.required().min(VAT_PERCENT_RANGE.min).max(VAT_PERCENT_RANGE.max) }),
          ],
          preview: { select: { from: 'from', percent: 'percent' }, prepare: ({ from, percent }: { from?: string; percent?: number }) => ({ title: `${percent ?? '?'}%`, subtitle: `from ${from ?? '?'}` }) },
        }),
      ],
    }),
    defineField({
      name: 'serviceChargePercent',
      title: 'Service charge (%)',
      description: 'Added to the dishes as its own line on the bill and the invoice; VAT is counted on it too. 0 for none.',
      type: 'number',
      initialValue: 0,
      validation: (rule) => rule.required().min(SERVICE_CHARGE_PERCENT_RANGE.min).max(SERVICE_CHARGE_PERCENT_RANGE.max),
    }),
    defineField({ name: 'location', title: 'Map location', type: 'geopoint', validation: (rule) => rule.required() }),
    defineField({ name: 'directionsUrl', title: 'Directions link', type: 'url', validation: (rule) => rule.required().uri({ scheme: ['https'] }) }),
    defineField({
      name: 'social',
      title: 'Social links',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'socialLink',
          fields: [
            defineField({
              name: 'network',
              type: 'string',
              options: { list: ['Facebook', 'Instagram', 'YouTube'] },
              validation: (rule) => rule.required(),
            }),
            defineField({ name: 'url', type: 'url', validation: (rule) => rule.required().uri({ scheme: ['https'] }) }),
          ],
          preview: { select: { title: 'network', subtitle: 'url' } },
        }),
      ],
    }),
    translatedText('seoDescription', { title: 'Search description', max: 160 }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
});
