import type { StructureResolver } from 'sanity/structure';
import { missingLanguageFilter } from './schemaTypes/translated-fields';

const singleton = (S: Parameters<StructureResolver>[0], type: string, title: string) =>
  S.listItem().title(title).id(type).child(S.document().schemaType(type).documentId(type).title(title));

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      S.listItem()
        .title('Menu')
        .child(
          S.list()
            .title('Menu')
            .items(
              (['starters', 'mains', 'desserts', 'drinks'] as const).map((category) =>
                S.listItem()
                  .title(category[0]?.toUpperCase() + category.slice(1))
                  .child(S.documentList().title(category).schemaType('dish').filter('_type == "dish" && category == $category').params({ category })),
              ),
            ),
        ),
      S.documentTypeListItem('deliveryArea').title('Delivery areas'),
      S.documentTypeListItem('chef').title('Chefs'),
      S.documentTypeListItem('testimonial').title('Testimonials'),
      S.divider(),
      singleton(S, 'homePage', 'Home page'),
      singleton(S, 'aboutPage', 'About page'),
      S.listItem()
        .title('Terms and Privacy')
        .child(
          S.list()
            .title('Legal')
            .items([
              S.listItem().title('Terms of Service').id('terms').child(S.document().schemaType('legalPage').documentId('terms')),
              S.listItem().title('Privacy Policy').id('privacy').child(S.document().schemaType('legalPage').documentId('privacy')),
            ]),
        ),
      singleton(S, 'siteSettings', 'Site settings'),
      S.divider(),
      // Every document with a field a guest reads that has no Bangla yet: Bangla pages show its English meanwhile.
      S.listItem()
        .title('Not yet in Bangla')
        .id('not-yet-in-bangla')
        .child(S.documentList().title('Not yet in Bangla').apiVersion('2026-11-01').filter(missingLanguageFilter('bn'))),
    ]);
