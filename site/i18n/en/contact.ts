// contact: the contact page and its form's script (SPEC §2 "Contact page"); the fields' messages are the
// validation area's, the toasts the toasts area's.
export default {
  metaTitle: 'Contact Us',
  metaDescription: 'Write to {name}, call {phone} or find us on {street}, {locality}.',
  eyebrow: 'Get in touch',
  title: 'Contact Us',
  lede: 'Private dining, a special occasion, a question about the menu — write to us and the team will answer within a day.',
  formTitle: 'Send us a message',
  fields: { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' },
  send: 'Send Message',
  sending: 'Sending...',
  detailsTitle: 'Our address, hours and map',
};
