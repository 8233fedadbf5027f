import { defineField, defineType } from 'sanity';
import { AREA_FEE_RANGE, AREA_MINIMUM_RANGE, AREA_MINUTES_RANGE } from './delivery-rules';
import { inEnglish, notInBangla, translatedString } from './i18n';

// A neighbourhood the restaurant delivers to, priced by its distance from the kitchen. The build publishes the
// areas with the menu (catalogue.json): the checkout offers them, and the Worker prices every delivery from them.
export const deliveryArea = defineType({
  name: 'deliveryArea',
  title: 'Delivery area',
  type: 'document',
  fields: [
    translatedString('name', { description: 'As guests say it: "Khulshi", "GEC", "Patenga"; in Bangla "খুলশী", "জিইসি মোড়", "পতেঙ্গা".', min: 2, max: 40 }),
    defineField({
      name: 'areaId',
      title: 'Area code',
      description: 'The code orders refer to, made from the English name. Never change it once guests may have ordered to the area.',
      type: 'slug',
      // Made from the English name.
      options: { source: (document) => inEnglish((document as { name?: unknown }).name), maxLength: 40 },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'fee',
      title: 'Delivery fee (৳)',
      type: 'number',
      validation: (rule) => rule.required().integer().min(AREA_FEE_RANGE.min).max(AREA_FEE_RANGE.max),
    }),
    defineField({
      name: 'minimum',
      title: 'Minimum order (৳)',
      description: 'The dishes of an order to this area must come to at least this much, before the delivery fee.',
      type: 'number',
      validation: (rule) => rule.required().integer().min(AREA_MINIMUM_RANGE.min).max(AREA_MINIMUM_RANGE.max),
    }),
    defineField({
      name: 'extraMinutes',
      title: 'Extra minutes on the road',
      description: 'Added to the kitchen’s time for the guest’s estimate of when the order reaches the door.',
      type: 'number',
      initialValue: 0,
      validation: (rule) => rule.required().integer().min(AREA_MINUTES_RANGE.min).max(AREA_MINUTES_RANGE.max),
    }),
    defineField({
      name: 'served',
      title: 'We deliver here now',
      description: 'Switch off to stop deliveries to this area (a closed road, no rider tonight). Guests are offered pickup instead.',
      type: 'boolean',
      initialValue: true,
      validation: (rule) => rule.required(),
    }),
  ],
  orderings: [{ title: 'Area code', name: 'areaId', by: [{ field: 'areaId.current', direction: 'asc' }] }],
  preview: {
    select: { name: 'name', fee: 'fee', minimum: 'minimum', served: 'served' },
    prepare: ({ name, fee, minimum, served }) => ({
      title: inEnglish(name),
      subtitle: `৳${Number(fee ?? 0)} delivery · ৳${Number(minimum ?? 0)} minimum${served === false ? ' · not delivering now' : ''}${notInBangla(name)}`,
    }),
  },
});
