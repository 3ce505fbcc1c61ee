-- A lead's wordings are in its page's language (security review 2026-11-29, finding 6).
--
-- A lead could name any wording in force, in either language: a lead from a Spanish page naming the English consent
-- (or the reverse) was stored, and staff read as its evidence words its page never showed. A site page never sends
-- that, so it means a hand-made request or a deployment error: refused with the code an out-of-date page gets, which
-- the form words in the page's language. A wording's language is its version's prefix (`es-2026-11-29`; none: the
-- site's first language, as content/ names them), a page's language its path prefix (`/es/...`), both read from the
-- site's own lists (private.site_languages(), private.site_path_prefixes()).

-- The language a page's path is in: the longest site prefix it starts with (none: the site's first language).
create function private.page_language(page text)
returns text
language sql
immutable
set search_path = ''
return (
  select l.code
  from rows from (pg_catalog.unnest(private.site_languages()), pg_catalog.unnest(private.site_path_prefixes())) as l(code, prefix)
  where l.prefix = '' or page = l.prefix or page like l.prefix || '/%'
  order by pg_catalog.char_length(l.prefix) desc
  limit 1
);

revoke execute on function private.page_language(text) from public, anon, authenticated, service_role;

-- The language a wording's version is in: `<code>-` for every language but the first.
create function private.wording_language(version text)
returns text
language sql
immutable
set search_path = ''
return coalesce(
  (select code from pg_catalog.unnest((private.site_languages())[2:]) as code where version like code || '-%' limit 1),
  (private.site_languages())[1]
);

revoke execute on function private.wording_language(text) from public, anon, authenticated, service_role;

comment on function private.page_language(text) is 'The site language a page''s path is in, by its prefix (/es/...).';
comment on function private.wording_language(text) is 'The site language a consent wording''s version is in, by its prefix (es-...).';

-- Step 5: a page that carries a lead form, a consent wording the forms show (or retired within the day), and both
-- wordings in that page's language.
create or replace function private.lead_consent_version(lead public.contact_submissions)
returns public.contact_submissions
language plpgsql
set search_path = ''
as $$
begin
  if not (lead.page = any (private.form_pages())) then
    raise exception using errcode = '23514', message = 'The form did not say which page it was sent from.', hint = 'page.invalid';
  end if;
  if not (lead.consent_version = any (private.shown_consent_versions())) or private.wording_retired(lead.consent_version)
    or private.wording_language(lead.consent_version) is distinct from private.page_language(lead.page)
  then
    raise exception using errcode = '23514', message = 'The consent wording on this page is out of date. Please reload the page and send it again, or call us.', hint = 'consent_version.invalid';
  end if;
  if lead.sms_consent_version is not null
    and private.wording_language(lead.sms_consent_version) is distinct from private.page_language(lead.page)
  then
    raise exception using errcode = '23514', message = 'The text-message wording on this page is out of date. Please reload the page and send it again, or call us.', hint = 'sms_consent_version.invalid';
  end if;
  return lead;
end;
$$;

comment on function private.lead_consent_version(public.contact_submissions) is
  'Insert step 5: a page that carries a lead form, a consent wording the forms show (or retired within the day), and its wordings in the page''s language.';
