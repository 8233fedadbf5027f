import { defineArrayMember, defineField, defineType } from 'sanity';
import { inEnglish, notInBangla, translatedString, translatedText } from './i18n';
import { imageWithAlt } from './image-with-alt';

export const chef = defineType({
  name: 'chef',
  title: 'Chef',
  type: 'document',
  fields: [
    defineField({ name: 'order', type: 'number', validation: (rule) => rule.required().integer().min(1) }),
    // A Bangla writer writes a person's name in Bengali script (docs/decisions/0027-content-in-two-languages.md).
    translatedString('name', { min: 2, max: 60 }),
    translatedString('role', { description: 'In English one of: Executive Chef, Head Pastry Chef, Sous Chef.', oneOf: ['Executive Chef', 'Head Pastry Chef', 'Sous Chef'] }),
    translatedText('description', { min: 20, max: 500 }),
    imageWithAlt('image', 'Portrait'),
  ],
  orderings: [{ title: 'Order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'name', role: 'role', description: 'description', media: 'image' },
    prepare: ({ title, role, description, media }) => ({ title: inEnglish(title), subtitle: `${inEnglish(role)}${notInBangla(title, role, description)}`, media }),
  },
});

export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  fields: [
    defineField({ name: 'order', type: 'number', validation: (rule) => rule.required().integer().min(1) }),
    translatedText('text', { min: 20, max: 400 }),
    translatedString('author', { min: 2, max: 60 }),
    translatedString('role', { max: 80 }),
    defineField({
      name: 'rating',
      type: 'number',
      options: { list: [4.5, 5], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required().custom((rating) => rating === undefined || [4.5, 5].includes(rating) || 'A rating is 4.5 or 5'),
    }),
  ],
  orderings: [{ title: 'Order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'author', text: 'text', role: 'role', rating: 'rating' },
    prepare: ({ title, text, role, rating }) => ({ title: inEnglish(title), subtitle: `${rating ?? '–'} ★ · ${inEnglish(text).slice(0, 60)}…${notInBangla(title, text, role)}` }),
  },
});

/** A member of the front-of-house and kitchen team on the About page. */
export const teamMember = defineArrayMember({
  name: 'teamMember',
  title: 'Team member',
  type: 'object',
  fields: [
    translatedString('name', { min: 2, max: 60 }),
    translatedString('role', { max: 60 }),
    translatedText('description', { min: 20, max: 400 }),
    imageWithAlt('image', 'Portrait'),
  ],
  preview: {
    select: { title: 'name', role: 'role', media: 'image' },
    prepare: ({ title, role, media }) => ({ title: inEnglish(title), subtitle: inEnglish(role), media }),
  },
});
