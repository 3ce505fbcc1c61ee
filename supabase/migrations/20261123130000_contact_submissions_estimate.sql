-- contact_submissions.estimate: the savings estimate a lead was sent from. The estimator's 'Have an agent check
-- this' opens a callback form; the lead it sends carries the estimate the visitor saw, so the agent who calls
-- back starts from the same figures.
--
-- Why one line of text, not jsonb: the estimate is evidence of what the visitor was shown, read by a person in
-- `npm run leads` and in a spreadsheet, never computed on (the agent re-checks it with the real plan prices).
-- A sentence reads the same in the terminal, the CSV and the SQL editor; a jsonb document would need a shape
-- check that repeats the estimator's types in SQL, and staff would still read it as JSON. As text it gets the
-- table's one printable-text rule (no control or invisible format characters, so no line breaks) and a length
-- limit: 600 characters holds the longest summary the site writes (about 300) with room to reword it.
--
-- Optional: the home, /sep and content-page forms send null. Blank (spaces only) is stored as null.
-- Who may do what: anon may insert it (a column grant, like every column the browser sends) and, as for every
-- column, never read it; service_role reads it with the rest of the row (its table-wide select grant).

alter table public.contact_submissions add column estimate text;

comment on column public.contact_submissions.estimate is
  'The savings estimate the lead was sent from, as one printable sentence (up to 600 characters); null for other forms.';

-- The backstop for any other writer; the trigger below gives the browser a sentence it can show.
alter table public.contact_submissions
  add constraint contact_submissions_estimate_valid
    check (char_length(estimate) between 1 and 600 and private.is_printable_text(estimate));

-- Fires after contact_submissions_before_insert (triggers of one event fire in name order: before_insert,
-- estimate, guard), so the row's other fields get their own messages first.
create function public.contact_submissions_estimate()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.estimate := nullif(private.trim_spaces(new.estimate), '');
  if char_length(new.estimate) > 600 then
    raise exception using errcode = '23514',
      message = 'The estimate sent with this form is too long (up to 600 characters). Please send the form again from the savings calculator, or call us.';
  elsif not private.is_printable_text(new.estimate) then
    raise exception using errcode = '23514',
      message = 'The estimate sent with this form holds characters it cannot store. Please send the form again from the savings calculator, or call us.';
  end if;
  return new;
end;
$$;

create trigger contact_submissions_estimate
  before insert on public.contact_submissions
  for each row execute function public.contact_submissions_estimate();

revoke execute on function public.contact_submissions_estimate() from public, anon, authenticated, service_role;

grant insert (estimate) on table public.contact_submissions to anon;
