import { defineField, defineType } from 'sanity';
import { inEnglish, notInBangla, translatedString, translatedText } from './i18n';
import { imageWithAlt } from './image-with-alt';
import {
  ALLERGEN_TITLES,
  ALLERGENS,
  CATEGORIES,
  type Category,
  DIETARY_MARKS,
  DIETARY_TITLES,
  dietaryConflicts,
  ETA_RANGE,
  PRICE_RANGE,
  SUBCATEGORIES,
} from './menu-rules';

export const dish = defineType({
  name: 'dish',
  title: 'Dish',
  type: 'document',
  fields: [
    defineField({
      name: 'dishId',
      title: 'Menu number',
      description: 'The id orders refer to. Never change it once guests may have ordered the dish.',
      type: 'string',
      validation: (rule) => rule.required().regex(/^\d+$/, { name: 'digits' }),
    }),
    translatedString('name', { min: 2, max: 60 }),
    translatedText('description', { min: 20, max: 300 }),
    defineField({
      name: 'allergens',
      title: 'Allergens',
      description:
        'Tick every one the dish contains, in any part of it: the sauce, the garnish, the bread beside it, what it is cooked in. Guests filter the menu by these, and the cart and the order on the dashboard show them. Leave all unticked only if it has none of them.',
      type: 'array',
      of: [{ type: 'string' }],
      options: { list: ALLERGENS.map((value) => ({ value, title: ALLERGEN_TITLES[value] })), layout: 'grid' },
      initialValue: [],
      // The list's values are the only ones Sanity accepts; an unticked list is saved as none (the site reads it so).
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'dietary',
      title: 'Dietary marks',
      description: 'Shown on the dish and used by the menu’s Vegetarian and Vegan filters. When unsure whether a dish is vegetarian or vegan (ghee, gelatine, a stock), leave it unticked.',
      type: 'array',
      of: [{ type: 'string' }],
      options: { list: DIETARY_MARKS.map((value) => ({ value, title: DIETARY_TITLES[value] })), layout: 'grid' },
      initialValue: [],
      validation: (rule) =>
        rule.unique().custom((value: string[] | undefined, context) => {
          const allergens = (context.document as { allergens?: string[] } | undefined)?.allergens ?? [];
          return dietaryConflicts(value ?? [], allergens)[0] ?? true;
        }),
    }),
    defineField({
      name: 'price',
      title: 'Price (৳)',
      type: 'number',
      validation: (rule) => rule.required().integer().min(PRICE_RANGE.min).max(PRICE_RANGE.max),
    }),
    defineField({
      name: 'category',
      type: 'string',
      options: { list: [...CATEGORIES], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'subcategory',
      type: 'string',
      options: { list: [...new Set(Object.values(SUBCATEGORIES).flat())] },
      validation: (rule) =>
        rule.required().custom((subcategory, context) => {
          const category = (context.document as { category?: Category } | undefined)?.category;
          if (!subcategory || !category) return true;
          return SUBCATEGORIES[category]?.includes(subcategory) || `Choose one of: ${SUBCATEGORIES[category]?.join(', ')}`;
        }),
    }),
    imageWithAlt('image', 'Image'),
    defineField({ name: 'available', type: 'boolean', initialValue: true, validation: (rule) => rule.required() }),
    defineField({
      name: 'eta',
      title: 'Preparation time (minutes)',
      type: 'number',
      validation: (rule) => rule.required().integer().min(ETA_RANGE.min).max(ETA_RANGE.max),
    }),
  ],
  orderings: [{ title: 'Menu number', name: 'dishId', by: [{ field: 'dishId', direction: 'asc' }] }],
  preview: {
    select: { name: 'name', description: 'description', price: 'price', category: 'category', available: 'available', media: 'image' },
    prepare: ({ name, description, price, category, available, media }) => ({
      title: inEnglish(name),
      subtitle: `৳${Number(price ?? 0).toLocaleString('en-IN')} · ${category ?? 'no category'}${available === false ? ' · unavailable' : ''}${notInBangla(name, description)}`,
      media,
    }),
  },
});
