import { defineField } from 'sanity';

/** An image field whose alternative text is required: guests using screen readers read the menu too. */
export function imageWithAlt(name: string, title: string) {
  return defineField({
    name,
    title,
    type: 'image',
    options: { hotspot: true },
    validation: (rule) => rule.required(),
    fields: [
      defineField({
        name: 'alt',
        title: 'Alternative text',
        description: 'What the picture shows, for guests who cannot see it.',
        type: 'string',
        validation: (rule) => rule.required().min(5).max(160),
      }),
    ],
  });
}
