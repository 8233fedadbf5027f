import { defineArrayMember, defineField, defineType } from 'sanity';
import { imageWithAlt } from './image-with-alt';

export const chef = defineType({
  name: 'chef',
  title: 'Chef',
  type: 'document',
  fields: [
    defineField({ name: 'order', type: 'number', validation: (rule) => rule.required().integer().min(1) }),
    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required().min(2).max(60) }),
    defineField({
      name: 'role',
      type: 'string',
      options: { list: ['Executive Chef', 'Head Pastry Chef', 'Sous Chef'] },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'description', type: 'text', rows: 4, validation: (rule) => rule.required().min(20).max(500) }),
    imageWithAlt('image', 'Portrait'),
  ],
  orderings: [{ title: 'Order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'name', subtitle: 'role', media: 'image' } },
});

export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  fields: [
    defineField({ name: 'order', type: 'number', validation: (rule) => rule.required().integer().min(1) }),
    defineField({ name: 'text', type: 'text', rows: 4, validation: (rule) => rule.required().min(20).max(400) }),
    defineField({ name: 'author', type: 'string', validation: (rule) => rule.required().min(2).max(60) }),
    defineField({ name: 'role', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({
      name: 'rating',
      type: 'number',
      options: { list: [4.5, 5], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required().custom((rating) => rating === undefined || [4.5, 5].includes(rating) || 'A rating is 4.5 or 5'),
    }),
  ],
  orderings: [{ title: 'Order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'author', text: 'text', rating: 'rating' },
    prepare: ({ title, text, rating }) => ({ title, subtitle: `${rating ?? '–'} ★ · ${String(text ?? '').slice(0, 60)}…` }),
  },
});

/** A member of the front-of-house and kitchen team on the About page. */
export const teamMember = defineArrayMember({
  name: 'teamMember',
  title: 'Team member',
  type: 'object',
  fields: [
    defineField({ name: 'name', type: 'string', validation: (rule) => rule.required().min(2).max(60) }),
    defineField({ name: 'role', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'description', type: 'text', rows: 3, validation: (rule) => rule.required().min(20).max(400) }),
    imageWithAlt('image', 'Portrait'),
  ],
  preview: { select: { title: 'name', subtitle: 'role', media: 'image' } },
});
