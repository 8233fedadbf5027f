// Money and dates as guests in Chattogram read them: written once, in the contract, for the pages and the
// Worker's mails alike.
export * from '#contract/format';
