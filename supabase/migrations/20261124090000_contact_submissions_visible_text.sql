-- Invisible characters, all of them, and a letter in every name. The printable-text rule
-- (20261123110000_contact_submissions_printable_text) listed the invisible format characters it knew; a second
-- probe stored names and email addresses made of others that draw nothing either. Added as its own migration:
-- databases that already ran the earlier ones get it on their next start.
--
--   * Invisible: Unicode's own list of what to draw as nothing, the Default_Ignorable_Code_Point property
--     (DerivedCoreProperties.txt, Unicode 17), written out below, plus the braille pattern blank (U+2800),
--     which is a symbol but draws an empty cell. Among them: the tag characters (U+E0000-E0FFF, which spell
--     hidden ASCII), the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0), the variation selectors (U+FE00-FE0F,
--     U+E0100-E01EF) and Mongolian free variation selectors, the combining grapheme joiner, the Khmer inherent
--     vowels, the shorthand and musical format controls.
--   * The zero-width non-joiner and joiner (U+200C, U+200D) are ignorable too, yet Persian, the Indic scripts and
--     others need them inside names, so names keep them (the printable-text rule kept them for that reason) and
--     no other column does: an email address never needs one, and an invisible one would make one address count
--     as another.
--   * A name needs a letter: a name of only joiners, digits or punctuation gives nobody to ask for. A letter is
--     Unicode's general category L, asked of ICU (`[[:alpha:]]` under the "und-x-icu" collation). Under the
--     database's own collation PostgreSQL's character classes follow its LC_CTYPE: with C.UTF-8 (PGlite, hosted
--     Supabase) they know every script, with C (a server initialised with --locale=C) only ASCII, which would
--     refuse 'Ñ' and '李'. The ICU collation is there wherever PostgreSQL is built with ICU (PGlite, the Debian
--     and Ubuntu packages, hosted Supabase); a server without it stops this migration with 'collation
--     "und-x-icu" ... does not exist' and nothing of it is applied.
--   * user_agent drops invisible characters, as it drops unprintable ones: it is evidence, not a reason to
--     refuse a visitor's lead.
--
-- The checks run in a trigger of their own, so no earlier function is replaced: contact_submissions_check_text
-- fires after contact_submissions_before_insert (which trims and validates the row; triggers of one event fire in
-- name order) and before contact_submissions_estimate and contact_submissions_guard. Rows stored before this
-- migration are not rewritten: the new check constraints are added `not valid`, so they judge new rows only.

create function private.drop_invisible(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
return pg_catalog.regexp_replace(
  value,
  '[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\u2800\u3164'
    || '\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8\U0001bca0-\U0001bca3\U0001d173-\U0001d17a\U000e0000-\U000e0fff]',
  '',
  'g'
);

comment on function private.drop_invisible(text) is
  'The text without the characters that draw nothing: Unicode''s Default_Ignorable_Code_Point (Unicode 17) and U+2800.';

create function private.is_visible_text(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
return private.drop_invisible(value) = value;

-- Names keep the zero-width non-joiner and joiner their scripts need; nothing else invisible.
create function private.is_visible_name(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
return private.is_visible_text(pg_catalog.translate(value, e'\u200c\u200d', ''));

create function private.has_letter(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
return value ~ ('[[:alpha:]]' collate pg_catalog."und-x-icu");

comment on function private.has_letter(text) is
  'Whether the text holds a letter of any script (Unicode general category L, by ICU), whatever the database locale.';

create function public.contact_submissions_check_text()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_visible_name(new.first_name) then
    raise exception using errcode = '23514', message = 'Please enter a valid first name (up to 100 characters).';
  elsif not private.has_letter(new.first_name) then
    raise exception using errcode = '23514', message = 'Please enter your first name.';
  end if;

  if not private.is_visible_name(new.last_name) then
    raise exception using errcode = '23514', message = 'Please enter a valid last name (up to 100 characters).';
  elsif not private.has_letter(new.last_name) then
    raise exception using errcode = '23514', message = 'Please enter your last name.';
  end if;

  if not private.is_visible_text(new.email) then
    raise exception using errcode = '23514', message = 'Please enter a valid email address.';
  end if;

  -- Optional (null for the forms other than the estimator's): a null passes.
  if not private.is_visible_text(new.estimate) then
    raise exception using errcode = '23514',
      message = 'The estimate sent with this form holds characters it cannot store. Please send the form again from the savings calculator, or call us.';
  end if;

  new.user_agent := nullif(private.drop_invisible(new.user_agent), '');
  return new;
end;
$$;

create trigger contact_submissions_check_text
  before insert on public.contact_submissions
  for each row execute function public.contact_submissions_check_text();

revoke execute on function public.contact_submissions_check_text() from public, anon, authenticated, service_role;

-- The same rules as a backstop for any other writer. `not valid`: new rows only.
alter table public.contact_submissions
  add constraint contact_submissions_first_name_visible
    check (private.is_visible_name(first_name) and private.has_letter(first_name)) not valid,
  add constraint contact_submissions_last_name_visible
    check (private.is_visible_name(last_name) and private.has_letter(last_name)) not valid,
  add constraint contact_submissions_email_visible check (private.is_visible_text(email)) not valid,
  add constraint contact_submissions_user_agent_visible check (private.is_visible_text(user_agent)) not valid,
  add constraint contact_submissions_estimate_visible check (private.is_visible_text(estimate)) not valid;
