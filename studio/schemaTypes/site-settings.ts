import { defineArrayMember, defineField, defineType } from 'sanity';

const required = (name: string, title?: string, max = 120) =>
  defineField({ name, ...(title ? { title } : {}), type: 'string', validation: (rule) => rule.required().max(max) });

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  fields: [
    required('name', 'Restaurant name', 60),
    required('tagline', 'Tagline', 60),
    defineField({
      name: 'address',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [required('street'), required('locality', 'City'), required('postalCode', 'Postal code', 10), required('country')],
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
          fields: [required('days', 'Days', 30), required('hours', 'Hours', 40)],
          preview: { select: { title: 'days', subtitle: 'hours' } },
        }),
      ],
    }),
    required('eveningService', 'Evening service (e.g. 5 PM to 10 PM)', 40),
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
    defineField({ name: 'seoDescription', title: 'Search description', type: 'text', rows: 2, validation: (rule) => rule.required().max(160) }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
});
