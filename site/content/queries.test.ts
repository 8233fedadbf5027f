// The queries pick each field's words in the page's language, English where a field has none in it yet
// (docs/decisions/0027-content-in-two-languages.md), over the seed dataset as the build reads it.
import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { aboutPageQuery, deliveryAreasQuery, homePageQuery, legalPageQuery, menuQuery, siteSettingsQuery } from './queries';
import { seedDocuments } from './seed-dataset';

type Doc = Record<string, unknown> & { _id: string; _type: string };
const run = async <T>(query: string, params: Record<string, unknown>, dataset: Doc[] = seedDocuments()) => (await (await evaluate(parse(query), { dataset, params })).get()) as T;
const BENGALI = /[\u0980-\u09ff]/;

describe('the content queries in two languages', () => {
  it('every query takes $lang', () => {
    for (const query of [aboutPageQuery, deliveryAreasQuery, homePageQuery, legalPageQuery, menuQuery, siteSettingsQuery]) expect(query).toContain('$lang');
  });

  it('read English words in English, Bangla in Bangla, and keep prices and ids', async () => {
    type Dish = { id: string; name: string; nameEn: string; description: string; price: number; image: { alt: string; url: string } };
    const [en, bn] = await Promise.all([run<Dish[]>(menuQuery, { lang: 'en' }), run<Dish[]>(menuQuery, { lang: 'bn' })]);
    expect(en[0]).toMatchObject({ id: '1', name: 'Smoked Hilsa Mousse', nameEn: 'Smoked Hilsa Mousse', price: 1850 });
    expect(bn.map(({ id, price, nameEn, image }) => ({ id, price, nameEn, url: image.url }))).toEqual(en.map(({ id, price, nameEn, image }) => ({ id, price, nameEn, url: image.url })));
    for (const dish of bn) expect([dish.name, dish.description, dish.image.alt].every((words) => BENGALI.test(words)), dish.id).toBe(true);
    for (const dish of en) expect(BENGALI.test(`${dish.name} ${dish.description} ${dish.image.alt}`), dish.id).toBe(false);

    const home = await run<{ hero: { title: string }; chefs: { name: string; role: string }[] }>(homePageQuery, { lang: 'bn' });
    expect(home.hero.title).toBe('কর্ণফুলীর তীরে এক সন্ধ্যা');
    expect(home.chefs[0]).toMatchObject({ name: 'রফিক চৌধুরী', role: 'নির্বাহী শেফ' });
    const settings = await run<{ name: string; nameEn: string; address: { locality: string; postalCode: string } }>(siteSettingsQuery, { lang: 'bn' });
    expect(settings).toMatchObject({ name: 'কর্ণফুলী', nameEn: 'Karnaphuli', address: { locality: 'চট্টগ্রাম', postalCode: '4000' } });
    const terms = await run<{ title: string; body: { children: { text: string }[] }[] }>(legalPageQuery, { id: 'terms', lang: 'bn' });
    expect(terms.title).toBe('ব্যবহারের শর্তাবলি');
    expect(terms.body.length).toBe((await run<{ body: unknown[] }>(legalPageQuery, { id: 'terms', lang: 'en' })).body.length);
  });

  it('read people’s names in the page’s language: Latin letters in English, Bengali script in Bangla', async () => {
    type Home = { chefs: { name: string }[]; testimonials: { author: string }[] };
    type About = { team: { name: string }[] };
    const people = async (lang: string) => {
      const [home, about] = await Promise.all([run<Home>(homePageQuery, { lang }), run<About>(aboutPageQuery, { lang })]);
      return { chefs: home.chefs.map(({ name }) => name), authors: home.testimonials.map(({ author }) => author), team: about.team.map(({ name }) => name) };
    };
    const [en, bn] = await Promise.all([people('en'), people('bn')]);
    expect(en).toEqual({
      chefs: ['Rafiq Chowdhury', 'Farzana Haque', 'Shahriar Alam'],
      authors: ['Nusrat Jahan', 'Tanvir and Shirin Ahmed', 'Arjun Mehta', 'Kamrul Hasan', 'Elena Fischer'],
      team: ['Imran Kabir', 'Sabrina Hossain', 'Mahbubur Rashid', 'Nadia Islam'],
    });
    expect(bn).toEqual({
      chefs: ['রফিক চৌধুরী', 'ফারজানা হক', 'শাহরিয়ার আলম'],
      authors: ['নুসরাত জাহান', 'তানভীর ও শিরিন আহমেদ', 'অর্জুন মেহতা', 'কামরুল হাসান', 'এলেনা ফিশার'],
      team: ['ইমরান কবির', 'সাবরিনা হোসেন', 'মাহবুবুর রশিদ', 'নাদিয়া ইসলাম'],
    });
  });

  it('fall back to the English where a field has no Bangla yet', async () => {
    const englishOnly = (value: unknown) => (value as { language: string }[]).filter((item) => item.language === 'en');
    const dataset = seedDocuments().map((document) => {
      if (document._id === 'dish-1') return { ...document, name: englishOnly(document['name']) };
      if (document._id === 'privacy') return { ...document, body: englishOnly(document['body']) };
      if (document._id === 'chef-2') return { ...document, name: englishOnly(document['name']) };
      if (document._id === 'testimonial-3') return { ...document, author: englishOnly(document['author']) };
      if (document._id === 'aboutPage') {
        const team = document['team'] as Record<string, unknown>[];
        return { ...document, team: team.map((member, index) => (index === 3 ? { ...member, name: englishOnly(member['name']) } : member)) };
      }
      return document;
    });
    const menu = await run<{ id: string; name: string; description: string }[]>(menuQuery, { lang: 'bn' }, dataset);
    expect(menu[0]).toMatchObject({ id: '1', name: 'Smoked Hilsa Mousse' });
    expect(BENGALI.test(menu[0]?.description ?? '')).toBe(true);
    const privacy = await run<{ title: string; body: { children: { text: string }[] }[] }>(legalPageQuery, { id: 'privacy', lang: 'bn' }, dataset);
    expect(privacy.title).toBe('গোপনীয়তা নীতি');
    expect(privacy.body[0]?.children[0]?.text).toMatch(/^This Privacy Policy explains/);
    const home = await run<{ chefs: { name: string; role: string }[]; testimonials: { author: string }[] }>(homePageQuery, { lang: 'bn' }, dataset);
    expect(home.chefs.map(({ name }) => name)).toEqual(['রফিক চৌধুরী', 'Farzana Haque', 'শাহরিয়ার আলম']);
    expect(home.chefs[1]?.role).toBe('প্রধান পেস্ট্রি শেফ');
    expect(home.testimonials[2]?.author).toBe('Arjun Mehta');
    const about = await run<{ team: { name: string }[] }>(aboutPageQuery, { lang: 'bn' }, dataset);
    expect(about.team.map(({ name }) => name)).toEqual(['ইমরান কবির', 'সাবরিনা হোসেন', 'মাহবুবুর রশিদ', 'Nadia Islam']);
  });

  it('list the delivery areas by the names the guest reads', async () => {
    const names = async (lang: string) => (await run<{ name: string }[]>(deliveryAreasQuery, { lang })).map(({ name }) => name);
    const [en, bn] = await Promise.all([names('en'), names('bn')]);
    expect(en).toEqual([...en].sort());
    expect(en).toContain('Khulshi');
    expect(bn).toEqual([...bn].sort());
    expect(bn).toEqual(expect.arrayContaining(['আগ্রাবাদ', 'খুলশী', 'নাসিরাবাদ', 'জিইসি মোড়']));
  });
});
