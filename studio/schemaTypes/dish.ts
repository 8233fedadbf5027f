import { defineField, defineType } from 'sanity';
import { imageWithAlt } from './image-with-alt';
import { CATEGORIES, type Category, ETA_RANGE, PRICE_RANGE, SUBCATEGORIES } from './menu-rules';

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
    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required().min(2).max(60) }),
    defineField({ name: 'description', type: 'text', rows: 3, validation: (rule) => rule.required().min(20).max(300) }),
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
    select: { title: 'name', price: 'price', category: 'category', available: 'available', media: 'image' },
    prepare: ({ title, price, category, available, media }) => ({
      title,
      subtitle: `৳${Number(price ?? 0).toLocaleString('en-IN')} · ${category ?? 'no category'}${available === false ? ' · unavailable' : ''}`,
      media,
    }),
  },
});
