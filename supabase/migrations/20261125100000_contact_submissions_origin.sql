-- Where a lead came from, so the agency knows what to say when it calls back and which campaigns bring leads:
--   source        which form sent it: home_callback (the home page's 'Request a Callback'), sep (/sep),
--                 content_page (the form at the foot of a content page), estimator (the savings estimator's
--                 callback form). A code the site's code sets, never what the visitor typed.
--   language      the language of the page the form was on: en, or es for the Spanish pages.
--   utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, fbclid, msclkid, referrer, landing_page
--                 the visitor's attribution, first-party and cookie-free: read in the browser from the address the
--                 visitor arrived at and the page that sent them (src/lib/attribution.ts), kept for the tab's
--                 session, sent with the lead.
--
-- Every column is optional, so leads from an older page (or the rows stored before) stay valid.
--
-- Who may do what: anon may insert them (a column grant, like every column the browser sends) and never read
-- them; service_role reads them with the rest of the row (its table-wide select grant).
--
-- Checks, in a trigger of its own, so no earlier function is replaced (contact_submissions_origin sorts, and so
-- fires, after every earlier insert trigger of this table: triggers of one event fire in name order):
--   * source and language must be one of their codes, else the lead is refused with a sentence a visitor can
--     read (the site's code sets them; a wrong one is the site's fault and must show up in its tests).
--   * The attribution is a visitor's URL, which anyone can write. A malformed value is dropped (stored as null),
--     never a reason to refuse a lead: trimmed, blank means null; the utm_* values at most 200 visible,
--     printable characters; the click ids at most 200 characters of [A-Za-z0-9._~=-]; referrer an http(s) URL
--     of at most 500 characters without spaces; landing_page a path (with its query) of at most 500 characters
--     without spaces. The client applies the same rules first (machines/attribution.ts).
--   * Check constraints repeat the rules for any writer that skips triggers; added `not valid` on the new columns,
--     which no earlier row fills in.

alter table public.contact_submissions
  add column source text,
  add column language text,
  add column utm_source text,
  add column utm_medium text,
  add column utm_campaign text,
  add column utm_term text,
  add column utm_content text,
  add column gclid text,
  add column fbclid text,
  add column msclkid text,
  add column referrer text,
  add column landing_page text;

comment on column public.contact_submissions.source is 'Which form sent the lead: home_callback, sep, content_page or estimator.';
comment on column public.contact_submissions.language is 'The language of the page the form was on: en or es.';
comment on column public.contact_submissions.referrer is 'The page that sent the visitor to the site (another site''s address), if the browser said.';
comment on column public.contact_submissions.landing_page is 'The path and query the visitor first arrived at in this tab.';

create function private.is_campaign_text(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
return pg_catalog.char_length(value) <= 200 and private.is_printable_text(value) and private.is_visible_text(value);

create function private.is_click_id(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
return value ~ '^[A-Za-z0-9._~=-]{1,200}$';

create function private.is_referrer(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
return pg_catalog.char_length(value) <= 500 and value ~ '^https?://[^\s\u0001-\u001f\u007f-\u009f]+$'
  and private.is_printable_text(value) and private.is_visible_text(value);

create function private.is_landing_page(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
return pg_catalog.char_length(value) <= 500 and value ~ '^/[^\s\u0001-\u001f\u007f-\u009f]*$'
  and private.is_printable_text(value) and private.is_visible_text(value);

-- The value when `valid` says so; otherwise null (a malformed attribution value is dropped, not refused).
create function private.kept_if(value text, valid boolean)
returns text
language sql
immutable
parallel safe
set search_path = ''
return case when valid then value end;

create function public.contact_submissions_origin()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.source := nullif(private.trim_spaces(new.source), '');
  if new.source is not null and new.source not in ('home_callback', 'sep', 'content_page', 'estimator') then
    raise exception using errcode = '23514',
      message = 'The form did not say which form it is. Please reload the page and send it again, or call us.';
  end if;
  new.language := nullif(private.trim_spaces(new.language), '');
  if new.language is not null and new.language not in ('en', 'es') then
    raise exception using errcode = '23514',
      message = 'The form did not say which language its page is in. Please reload the page and send it again, or call us.';
  end if;

  new.utm_source := nullif(private.trim_spaces(new.utm_source), '');
  new.utm_source := private.kept_if(new.utm_source, private.is_campaign_text(new.utm_source));
  new.utm_medium := nullif(private.trim_spaces(new.utm_medium), '');
  new.utm_medium := private.kept_if(new.utm_medium, private.is_campaign_text(new.utm_medium));
  new.utm_campaign := nullif(private.trim_spaces(new.utm_campaign), '');
  new.utm_campaign := private.kept_if(new.utm_campaign, private.is_campaign_text(new.utm_campaign));
  new.utm_term := nullif(private.trim_spaces(new.utm_term), '');
  new.utm_term := private.kept_if(new.utm_term, private.is_campaign_text(new.utm_term));
  new.utm_content := nullif(private.trim_spaces(new.utm_content), '');
  new.utm_content := private.kept_if(new.utm_content, private.is_campaign_text(new.utm_content));
  new.gclid := private.kept_if(private.trim_spaces(new.gclid), private.is_click_id(private.trim_spaces(new.gclid)));
  new.fbclid := private.kept_if(private.trim_spaces(new.fbclid), private.is_click_id(private.trim_spaces(new.fbclid)));
  new.msclkid := private.kept_if(private.trim_spaces(new.msclkid), private.is_click_id(private.trim_spaces(new.msclkid)));
  new.referrer := private.kept_if(private.trim_spaces(new.referrer), private.is_referrer(private.trim_spaces(new.referrer)));
  new.landing_page := private.kept_if(private.trim_spaces(new.landing_page), private.is_landing_page(private.trim_spaces(new.landing_page)));
  return new;
end;
$$;

create trigger contact_submissions_origin
  before insert on public.contact_submissions
  for each row execute function public.contact_submissions_origin();

revoke execute on function public.contact_submissions_origin() from public, anon, authenticated, service_role;

alter table public.contact_submissions
  add constraint contact_submissions_source_code
    check (source in ('home_callback', 'sep', 'content_page', 'estimator')) not valid,
  add constraint contact_submissions_language_code check (language in ('en', 'es')) not valid,
  add constraint contact_submissions_campaign_text
    check (private.is_campaign_text(utm_source) and private.is_campaign_text(utm_medium) and private.is_campaign_text(utm_campaign)
      and private.is_campaign_text(utm_term) and private.is_campaign_text(utm_content)) not valid,
  add constraint contact_submissions_click_ids
    check (private.is_click_id(gclid) and private.is_click_id(fbclid) and private.is_click_id(msclkid)) not valid,
  add constraint contact_submissions_referrer_url check (private.is_referrer(referrer)) not valid,
  add constraint contact_submissions_landing_page_path check (private.is_landing_page(landing_page)) not valid;

grant insert (source, language, utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, fbclid, msclkid, referrer, landing_page)
  on table public.contact_submissions to anon;
