import { defineArrayMember, defineField, defineType } from 'sanity';
import { POPULAR_DISH_COUNT } from './menu-rules';
import { teamMember } from './people';

const text = (name: string, title?: string, max = 400) =>
  defineField({ name, ...(title ? { title } : {}), type: 'text', rows: 3, validation: (rule) => rule.required().max(max) });

/** Portable Text for long-form copy: paragraphs, two heading levels, bullet lists, emphasis and links. */
export const richText = defineArrayMember({
  type: 'block',
  styles: [
    { title: 'Normal', value: 'normal' },
    { title: 'Heading', value: 'h2' },
    { title: 'Subheading', value: 'h3' },
  ],
  lists: [
    { title: 'Bullets', value: 'bullet' },
    { title: 'Numbers', value: 'number' },
  ],
});

export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  fields: [
    defineField({
      name: 'hero',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        defineField({ name: 'eyebrow', type: 'string', validation: (rule) => rule.required().max(60) }),
        defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(60) }),
        text('lede'),
      ],
    }),
    defineField({
      name: 'popularDishes',
      title: 'Popular dishes',
      description: `Exactly ${POPULAR_DISH_COUNT}, in the order guests see them.`,
      type: 'array',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'dish' }] })],
      validation: (rule) => rule.required().length(POPULAR_DISH_COUNT).unique(),
    }),
    text('popularIntro', 'Popular dishes introduction', 240),
    text('chefsIntro', 'Chefs introduction', 240),
    defineField({
      name: 'promo',
      title: 'Reserve-a-table promotion',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(60) }), text('text')],
    }),
    defineField({ name: 'testimonialsTitle', type: 'string', validation: (rule) => rule.required().max(60) }),
    text('findUsIntro', 'Find us introduction', 240),
  ],
  preview: { prepare: () => ({ title: 'Home page' }) },
});

export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'About page',
  type: 'document',
  fields: [
    defineField({ name: 'established', type: 'number', validation: (rule) => rule.required().integer().min(1900).max(2100) }),
    defineField({ name: 'storyTitle', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'story', type: 'array', of: [richText], validation: (rule) => rule.required().min(1) }),
    defineField({
      name: 'milestones',
      title: 'Our journey',
      type: 'array',
      validation: (rule) => rule.required().min(2),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'milestone',
          fields: [
            defineField({ name: 'year', type: 'number', validation: (rule) => rule.required().integer().min(2024).max(2100) }),
            defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(80) }),
            text('text'),
          ],
          preview: { select: { title: 'title', subtitle: 'year' } },
        }),
      ],
    }),
    defineField({ name: 'team', title: 'Meet our team', type: 'array', of: [teamMember], validation: (rule) => rule.required().length(4) }),
    defineField({
      name: 'values',
      title: 'Our values',
      type: 'array',
      validation: (rule) => rule.required().length(4),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'value',
          fields: [
            defineField({
              name: 'title',
              type: 'string',
              options: { list: ['Sustainability', 'Excellence', 'Passion', 'Innovation'] },
              validation: (rule) => rule.required(),
            }),
            text('text'),
          ],
        }),
      ],
    }),
    defineField({
      name: 'achievements',
      title: 'Our achievements',
      type: 'array',
      validation: (rule) => rule.required().length(4),
      of: [
        defineArrayMember({
          type: 'object',
          name: 'achievement',
          fields: [
            defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(80) }),
            defineField({ name: 'issuer', type: 'string', validation: (rule) => rule.required().max(80) }),
            defineField({ name: 'year', type: 'number', validation: (rule) => rule.required().integer().min(2024).max(2100) }),
            defineField({
              name: 'kind',
              type: 'string',
              options: { list: ['michelin', 'chef-association', 'wine', 'travel-guide'] },
              validation: (rule) => rule.required(),
            }),
          ],
          preview: { select: { title: 'title', subtitle: 'issuer' } },
        }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'About page' }) },
});

export const legalPage = defineType({
  name: 'legalPage',
  title: 'Legal page',
  type: 'document',
  fields: [
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'body', type: 'array', of: [richText], validation: (rule) => rule.required().min(1) }),
  ],
});
