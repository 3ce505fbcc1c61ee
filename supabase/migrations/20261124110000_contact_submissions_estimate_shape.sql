-- contact_submissions.estimate holds the line the savings estimator writes (estimateForAgent in
-- src/components/savingsEstimator), and nothing else. It was free text of up to 600 printable characters, so a
-- request could pad it with spaces until the terminal wrapped it into what looked like one more lead in
-- `npm run leads`, or write anything it liked beside the agency's real leads. Added as its own migration:
-- databases that already ran the earlier ones get it on their next start.
--
-- What is accepted now, by the line's structure rather than its wording (which may change):
--   * Spaces collapsed: every run of spaces (the ASCII space, tabs, and Unicode's other space separators such
--     as the no-break space) becomes one ASCII space; the ends were trimmed already (blank is null).
--   * It begins with its coverage year, a four-digit 20NN standing as a word of its own, at most 30 characters
--     into the line and with no digit before it: '2026 coverage estimate: ...', or 'Coverage year 2026: ...'.
--   * Only the characters such a line needs: ASCII letters and digits, the space, and $ % ( ) , . : ; ' / & + -
--     with the typographic apostrophe and dashes (U+2019, U+2013, U+2014). No '@' (no email address to mistake
--     for a lead's), no quotes, brackets, '=', '<' or '>', nothing outside ASCII but those three.
--   * As before: at most 600 characters, printable and visible (20261123130000, 20261124090000), optional.
--
-- A trigger of its own (contact_submissions_estimate_shape, after contact_submissions_estimate, which trims it
-- and checks its length, and before contact_submissions_guard; triggers of one event fire in name order), so no
-- earlier function is replaced. The check constraint is added `not valid`: estimates stored earlier stay as
-- they were.

create function private.collapse_spaces(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
return pg_catalog.regexp_replace(value, '[ \t\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+', ' ', 'g');

create function private.is_estimate_line(value text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
return value = private.collapse_spaces(pg_catalog.btrim(value))
  and value ~ '^[^0-9]{0,30}\m20[0-9]{2}\M'
  and value ~ '^[A-Za-z0-9 $%(),.:;''/&+\u2019\u2013\u2014-]+$';

comment on function private.is_estimate_line(text) is
  'Whether the text has the shape of the savings estimator''s line: one line of single spaces, its coverage year first, plain characters.';

create function public.contact_submissions_estimate_shape()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.estimate := private.collapse_spaces(new.estimate);
  if not private.is_estimate_line(new.estimate) then
    raise exception using errcode = '23514',
      message = 'The estimate sent with this form is not one the savings calculator writes. Please send the form again from the savings calculator, or call us.';
  end if;
  return new;
end;
$$;

create trigger contact_submissions_estimate_shape
  before insert on public.contact_submissions
  for each row execute function public.contact_submissions_estimate_shape();

revoke execute on function public.contact_submissions_estimate_shape() from public, anon, authenticated, service_role;

alter table public.contact_submissions
  add constraint contact_submissions_estimate_shape check (private.is_estimate_line(estimate)) not valid;
