-- The language checks read the site's one list of languages, private.site_languages(), and the opt-out page check
-- reads where each language has its pages, private.site_path_prefixes().
--
-- Lead submissions' insert pipeline already refuses a language outside private.site_languages(), which tests/db holds
-- equal to content/locales.ts; but the check constraints of contact_submissions.language and
-- contact_opt_outs.language, and the opt-out trigger's repeat test, each kept their own ('en', 'es'). Now every one
-- of them reads private.site_languages(), so adding a language to the site is one migration that returns the longer
-- list from that function, and nothing else to widen or forget.
--
--   * contact_opt_outs_language_code: replaced by the same rule on the list; every stored row names one of the two
--     languages, so it is validated at once.
--   * contact_submissions_language_code: replaced likewise, and like the check it replaces added `not valid` (rows
--     stored before the language column had its check are not judged again).
--   * private.site_path_prefixes(): where each language's pages live ('' for the default language, '/es'), the
--     pathPrefix of each language in content/locales.ts, default first; tests/db holds it equal to that list, as it
--     holds private.site_languages() (a language is added to both in one migration).
--   * private.opt_out_pages(): '/opt-out' under each prefix, which contact_opt_outs_page_shape now reads instead of
--     naming '/opt-out' and '/es/opt-out'; every stored row names one of the two pages, so it is validated at once.
--   * contact_opt_outs_before_insert: unchanged but for its repeat test, which judges the language and the page by
--     the lists. A request naming a language or page outside them is still refused by the check constraints (23514).
-- The three functions are immutable, as a check constraint's function must be: changing a list is done by a migration
-- that replaces it, after which a row is judged by the new list.

create function private.site_path_prefixes()
returns text[]
language sql
immutable
parallel safe
set search_path = ''
return array['', '/es'];

comment on function private.site_path_prefixes() is
  'Where each of the site''s languages has its pages (content/locales.ts pathPrefix), default language first.';

create function private.opt_out_pages()
returns text[]
language sql
immutable
parallel safe
set search_path = ''
return array(select prefix || '/opt-out' from pg_catalog.unnest(private.site_path_prefixes()) with ordinality as p(prefix, n) order by n);

comment on function private.opt_out_pages() is
  'The /opt-out page of each of the site''s languages: the pages an opt-out request may come from.';

alter table public.contact_opt_outs
  drop constraint contact_opt_outs_language_code,
  add constraint contact_opt_outs_language_code check (language = any (private.site_languages()));

alter table public.contact_submissions
  drop constraint contact_submissions_language_code,
  add constraint contact_submissions_language_code check (language = any (private.site_languages())) not valid;

comment on column public.contact_submissions.language is
  'The language of the page the form was on: one of private.site_languages().';

alter table public.contact_opt_outs
  drop constraint contact_opt_outs_page_shape,
  add constraint contact_opt_outs_page_shape check (page = any (private.opt_out_pages()));

create or replace function public.contact_opt_outs_before_insert()
returns trigger
language plpgsql
-- Looking for a repeat reads the table, which anon may not: the function runs as the table's owner.
security definer
set search_path = ''
as $$
declare
  blank constant text := e' \t\r\n';
  unprintable constant text := '[\u0001-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]';
  headers json := nullif(pg_catalog.current_setting('request.headers', true), '')::json;
  forwarded text := headers ->> 'x-forwarded-for';
  phone_key text;
  mailbox text;
begin
  new.phone := nullif(pg_catalog.btrim(new.phone, blank), '');
  new.email := nullif(pg_catalog.btrim(new.email, blank), '');
  new.created_at := pg_catalog.now();
  new.user_agent := nullif(left(pg_catalog.regexp_replace(headers ->> 'user-agent', unprintable, '', 'g'), 500), '');
  new.client_ip := private.ip_address(
    coalesce(nullif(pg_catalog.btrim(headers ->> 'x-real-ip'), ''), nullif(pg_catalog.btrim(pg_catalog.split_part(forwarded, ',', -1)), ''))
  );

  -- Refused before the repeat check, so a malformed request gets the same answer whether or not it repeats one.
  if new.phone is null and new.email is null then
    raise exception using errcode = '23514', message = 'Please enter your phone number or your email address.', hint = 'opt_out.contact_missing';
  end if;
  if new.phone is not null and not (
    char_length(new.phone) <= 30 and new.phone ~ '^[0-9 ()+.-]+$'
    and (char_length(pg_catalog.regexp_replace(new.phone, '[^0-9]', '', 'g')) = 10
      or pg_catalog.regexp_replace(new.phone, '[^0-9]', '', 'g') ~ '^1[0-9]{10}$')
  ) then
    raise exception using errcode = '23514', message = 'Please enter a valid US phone number.', hint = 'opt_out.phone_invalid';
  end if;
  if new.email is not null and not (
    char_length(new.email) <= 254 and new.email ~ '^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$'
    and private.is_printable_text(new.email) and private.is_visible_text(new.email)
  ) then
    raise exception using errcode = '23514', message = 'Please enter a valid email address.', hint = 'opt_out.email_invalid';
  end if;

  -- A retried request already stored is the primary key's business (409, which the site counts as stored).
  if exists (select from public.contact_opt_outs where id = new.id) then
    return new;
  end if;

  phone_key := right(pg_catalog.regexp_replace(new.phone, '[^0-9]', '', 'g'), 10);
  mailbox := private.email_key(new.email);
  -- Concurrent requests for one number or mailbox take turns, so a repeat is always seen (phone before email).
  perform pg_catalog.pg_advisory_xact_lock(7226201, pg_catalog.hashtext(coalesce(phone_key, '')));
  perform pg_catalog.pg_advisory_xact_lock(7226202, pg_catalog.hashtext(coalesce(mailbox, '')));
  -- The same request within a day (a stored stop, page and language are valid: a repeat is judged like them).
  if new.stop in ('calls', 'texts', 'emails', 'all') and new.page = any (private.opt_out_pages()) and new.language = any (private.site_languages())
    and exists (
      select from public.contact_opt_outs o
      where o.created_at > pg_catalog.now() - interval '1 day'
        and o.stop = new.stop
        and right(pg_catalog.regexp_replace(o.phone, '[^0-9]', '', 'g'), 10) is not distinct from phone_key
        and private.email_key(o.email) is not distinct from mailbox
    )
  then
    return null;
  end if;
  return new;
end;
$$;
