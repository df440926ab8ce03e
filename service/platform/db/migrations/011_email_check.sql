-- An address that may not reach anyone is flagged for the owner instead of being stored as good: a domain without a
-- dot, found on arrival, or a domain with no mail or web server, looked up just after the lead is stored
-- (model/leadFields.ts, EMAIL_PROBLEMS). Null: nothing found wrong (or the lookup could not tell).
alter table leads add column email_problem text check (email_problem in ('domain_without_dot', 'domain_not_found'));
