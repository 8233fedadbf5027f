import { defineField } from 'sanity';
import { translatedString } from './i18n';

/** An image field whose alternative text is required, in each language: guests using screen readers read the menu too. */
export function imageWithAlt(name: string, title: string) {
  return defineField({
    name,
    title,
    type: 'image',
    options: { hotspot: true },
    validation: (rule) => rule.required(),
    fields: [translatedString('alt', { title: 'Alternative text', description: 'What the picture shows, for guests who cannot see it.', min: 5, max: 160 })],
  });
}
