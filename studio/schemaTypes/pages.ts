import { defineArrayMember, defineField, defineType } from 'sanity';
import { inEnglish, translatedBlocks, translatedString, translatedText } from './i18n';
import { POPULAR_DISH_COUNT } from './menu-rules';
import { teamMember } from './people';

const text = (name: string, title?: string, max = 400) => translatedText(name, { ...(title ? { title } : {}), max });

export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  fields: [
    defineField({
      name: 'hero',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [translatedString('eyebrow', { max: 60 }), translatedString('title', { max: 60 }), text('lede')],
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
      fields: [translatedString('title', { max: 60 }), text('text')],
    }),
    translatedString('testimonialsTitle', { max: 60 }),
    text('findUsIntro', 'Find us introduction', 240),
  ],
  preview: { prepare: () => ({ title: 'Home page' }) },
});

/** The picture beside each of the four values on the About page: the site draws one per value. */
export const VALUE_ICONS = ['Sustainability', 'Excellence', 'Passion', 'Innovation'] as const;

export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'About page',
  type: 'document',
  fields: [
    defineField({ name: 'established', type: 'number', validation: (rule) => rule.required().integer().min(1900).max(2100) }),
    translatedString('storyTitle', { max: 60 }),
    translatedBlocks('story', { min: 1 }),
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
            translatedString('title', { max: 80 }),
            text('text'),
          ],
          preview: { select: { title: 'title', subtitle: 'year' }, prepare: ({ title, subtitle }) => ({ title: inEnglish(title), subtitle: String(subtitle ?? '') }) },
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
              name: 'icon',
              title: 'Picture',
              description: 'The drawing beside the value.',
              type: 'string',
              options: { list: [...VALUE_ICONS] },
              validation: (rule) => rule.required(),
            }),
            translatedString('title', { max: 60 }),
            text('text'),
          ],
          preview: { select: { title: 'title', subtitle: 'icon' }, prepare: ({ title, subtitle }) => ({ title: inEnglish(title), subtitle: String(subtitle ?? '') }) },
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
            translatedString('title', { max: 80 }),
            translatedString('issuer', { max: 80 }),
            defineField({ name: 'year', type: 'number', validation: (rule) => rule.required().integer().min(2024).max(2100) }),
            defineField({
              name: 'kind',
              type: 'string',
              options: { list: ['michelin', 'chef-association', 'wine', 'travel-guide'] },
              validation: (rule) => rule.required(),
            }),
          ],
          preview: { select: { title: 'title', subtitle: 'issuer' }, prepare: ({ title, subtitle }) => ({ title: inEnglish(title), subtitle: inEnglish(subtitle) }) },
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
  fields: [translatedString('title', { max: 60 }), translatedBlocks('body', { min: 1 })],
  preview: { select: { title: 'title' }, prepare: ({ title }) => ({ title: inEnglish(title) }) },
});
