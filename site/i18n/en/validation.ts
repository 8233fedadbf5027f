// validation: the messages the API and the forms' checks say, keyed by their code: the export's name in
// worker/contract/messages/*.ts. Built from those modules, so the English is the contract's, verbatim; a message
// written as a function there (it has a value in it) is no code. The Bangla beside it (../bn/validation.ts) has
// every key of this one. Shown through sayMessage (../messages.ts).
import { contractTexts } from '../message-texts';

export default contractTexts();
