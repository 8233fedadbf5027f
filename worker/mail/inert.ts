// Text a guest typed (a name, an address, delivery instructions, a contact message) is written into mails that
// go out under the restaurant's name. Escaping keeps it from being markup; this keeps it from becoming a link.
// Mail clients link text on their own (Gmail, Outlook, Apple Mail, Thunderbird: anything that looks like
// http://…, www.…, a bare domain with a known ending, or an address), so "call us at www.evil.example" would
// arrive as a link the restaurant seemed to send.
//
// What we change, in the HTML and the text part alike, and why these characters:
// - A dot between two letters or digits (every dot of a host name, an address's domain, an IP address; and the
//   ideographic and full-width full stops, which IDNA maps to one) becomes
//   U+2024 ONE DOT LEADER, which looks like a full stop. Linkers find hosts by a literal "." before a known
//   ending ("www.", ".com"): with no full stop there is no host.
// - The colon of a scheme ("https://", "mailto:", "tel:", "javascript:"…) becomes U+2236 RATIO, which looks
//   like a colon. Linkers that take anything after "scheme:" find no scheme; a URL parser finds no URL.
// - Zero-width characters (U+200B ZERO WIDTH SPACE, U+2060 WORD JOINER), the usual trick, are not used: Gmail
//   honours them only in part (Litmus's and email developers' reports since 2017), and IDNA (UTS #46, which
//   browsers apply to host names) ignores them, so a linker that kept one in a link would still make a working
//   link: the WHATWG URL parser reads http://evil\u2060.com as http://evil.com/. Given evil\u2024com, or
//   http\u2236//evil.com, it finds no URL at all (templates.test.ts checks both in the Workers runtime).
// Sentences read the same ("Ring twice." keeps its full stop: a space follows it).

// The full stop, and the ideographic and full-width ones IDNA reads as full stops too.
const HOST_DOT = /(?<=[\p{L}\p{N}])[.\u3002\uff0e\uff61](?=[\p{L}\p{N}])/gu;
const SCHEME_COLON = /(?<![\p{L}\p{N}+.-])([a-z][a-z0-9+.-]{0,31}):(?=\/)|(?<![\p{L}\p{N}+.-])(mailto|tel|sms|callto|facetime|skype|whatsapp|javascript|vbscript|data|file|news|irc|sip|tg|viber):/giu;

/** Guest text as it may be written into a mail: nothing in it can become a link. */
export function inert(text: string): string {
  return text.replace(SCHEME_COLON, (_match, slashed: string | undefined, bare: string | undefined) => `${slashed ?? bare ?? ''}\u2236`).replace(HOST_DOT, '\u2024');
}
