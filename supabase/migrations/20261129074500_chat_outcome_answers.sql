-- The chat qualifies: a chat lead now stores what its outcome is computed from, so the agent's staff line can be
-- recomputed from the stored row (never taken from the browser).
--   * Three new answers, on chat leads only: the household size, the income button by what it means (an income band
--     code: its dollars come from the coverage year's lines for the state and household), and the coverage year the
--     buttons were made for.
--   * The chat's current-insurance answers split SPEC's 'medicaidOrMedicare' into 'medicaid' and 'medicare', and the
--     income bands replace the fixed income ranges. The insert pipeline refuses the retired codes on a new lead (a
--     page from before the change, still open in a tab, is asked to reload); the check constraints keep accepting
--     them, so the leads stored before stay valid rows that can still be updated.
-- The lists are the site's (rules/chatAnswers.ts), generated as the baseline's are (scripts/schema/siteLists.ts).

-- The check constraint that reads the lists goes first: it is restated below with the retired codes beside the new.
alter table public.contact_submissions drop constraint contact_submissions_chat_answers;
alter table public.contact_submissions drop constraint contact_submissions_chat_only;

-- The lists ---------------------------------------------------------------------------------------------------------

create or replace function private.chat_insurance_options()
returns text[]
language sql
immutable
parallel safe
set search_path = ''
return array['none', 'employer', 'individual', 'medicaid', 'medicare', 'other'];

create function private.chat_income_bands()
returns text[]
language sql
immutable
parallel safe
set search_path = ''
return array['belowPovertyLine', 'toMedicaidLine', 'withCostSharing', 'toLimit', 'overLimit'];

create function private.chat_retired_income_ranges()
returns text[]
language sql
immutable
parallel safe
set search_path = ''
return array['under30k', 'from30kTo50k', 'from50kTo75k', 'from75kTo100k', 'over100k'];

create function private.chat_retired_insurance_options()
returns text[]
language sql
immutable
parallel safe
set search_path = ''
return array['medicaidOrMedicare'];

-- Its codes live on as chat_retired_income_ranges(), named for what they are now.
drop function private.chat_income_ranges();

comment on function private.chat_age_ranges() is 'The chat''s age range codes (rules/chatAnswers.ts ageRanges).';
comment on function private.chat_insurance_options() is
  'The chat''s current insurance codes (rules/chatAnswers.ts insuranceOptions): what a new chat lead may send.';
comment on function private.chat_income_bands() is
  'The chat''s income buttons by meaning (rules/chatAnswers.ts incomeBands): what a new chat lead may send.';
comment on function private.chat_retired_income_ranges() is
  'The yearly income ranges the chat asked before the income bands (rules/chatAnswers.ts retiredAnswers): stored leads only.';
comment on function private.chat_retired_insurance_options() is
  'The insurance codes the chat no longer offers (rules/chatAnswers.ts retiredAnswers): stored leads only.';

-- The columns -------------------------------------------------------------------------------------------------------

alter table public.contact_submissions
  add column household_size smallint,
  add column income_band text,
  add column coverage_year smallint;

alter table public.contact_submissions
  -- The chat's answers are the chat's alone.
  add constraint contact_submissions_chat_only
    check (coalesce(source, '') = 'chat'
      or num_nonnulls(zip_code, medicaid_denied, age_range, income_range, current_insurance,
                      household_size, income_band, coverage_year) = 0),
  -- Codes the chat offers or once offered: a row stored before a code was retired stays a valid row.
  add constraint contact_submissions_chat_answers
    check (age_range = any (private.chat_age_ranges())
      and income_range = any (private.chat_retired_income_ranges())
      and current_insurance = any (private.chat_insurance_options() || private.chat_retired_insurance_options())
      and income_band = any (private.chat_income_bands())),
  -- rules/chatAnswers.ts householdSizes: buttons 1 to 7, typed 8 to 20.
  add constraint contact_submissions_household_size_range check (household_size between 1 and 20),
  -- From the marketplaces' first coverage year; a year the rules do not know yet is a valid answer (the outcome is
  -- then 'depends'), and the insert pipeline holds a new lead to the years around today.
  add constraint contact_submissions_coverage_year_range check (coverage_year between 2014 and 2100),
  -- An income band is dollars only for a household and a year.
  add constraint contact_submissions_income_band_basis
    check (income_band is null or (household_size is not null and coverage_year is not null)),
  -- A lead holds the retired income range or the answers that replaced it, never both.
  add constraint contact_submissions_one_income_answer
    check (income_range is null or num_nonnulls(household_size, income_band, coverage_year) = 0);

comment on column public.contact_submissions.income_range is
  'The yearly household income range (under30k ... over100k) a chat lead stored before the chat asked the household size; null on newer leads and the forms.';
comment on column public.contact_submissions.current_insurance is
  'A chat lead''s current insurance code (none, employer, individual, medicaid, medicare, other; medicaidOrMedicare on leads stored before); null when Medicaid was denied, and for the forms.';
comment on column public.contact_submissions.household_size is
  'A chat lead''s household size (1-20); null when the chat did not need it (Medicare, or a ZIP code with no known state), on older leads and the forms.';
comment on column public.contact_submissions.income_band is
  'A chat lead''s income button by meaning (belowPovertyLine, toMedicaidLine, withCostSharing, toLimit, overLimit): its dollars are the coverage year''s lines for the state and household; null when not asked, on older leads and the forms.';
comment on column public.contact_submissions.coverage_year is
  'The coverage year a chat lead''s income buttons were made for (the year on sale that day); null when that year had no rules, on older leads and the forms.';

grant insert (household_size, income_band, coverage_year) on table public.contact_submissions to anon;

-- The insert pipeline's step 3 ------------------------------------------------------------------------------------

create or replace function private.lead_chat_answers(lead public.contact_submissions)
returns public.contact_submissions
language plpgsql
set search_path = ''
as $$
declare
  this_year constant integer := extract(year from now() at time zone 'UTC')::integer;
begin
  -- The origin step, which stores source trimmed, runs later: trim here the same way.
  if not coalesce(private.trim_spaces(lead.source) = 'chat', false) then
    -- The answers are the chat's alone.
    lead.zip_code := null;
    lead.medicaid_denied := null;
    lead.age_range := null;
    lead.income_range := null;
    lead.current_insurance := null;
    lead.household_size := null;
    lead.income_band := null;
    lead.coverage_year := null;
    return lead;
  end if;

  lead.zip_code := nullif(private.trim_spaces(lead.zip_code), '');
  if lead.zip_code is null then
    raise exception using errcode = '23514', message = 'Please enter your ZIP code.', hint = 'zip_code.missing';
  elsif lead.zip_code !~ '^[0-9]{5}$' then
    raise exception using errcode = '23514', message = 'Please enter a valid 5-digit ZIP code.', hint = 'zip_code.invalid';
  end if;

  -- Only what the chat offers today: a retired code (an income range, 'medicaidOrMedicare') comes from a page loaded
  -- before the change, which is asked to reload. The coverage year is the one on sale on the visitor's day: this year
  -- or the next, give or take the hours between the visitor's day and UTC's.
  if not (lead.age_range = any (private.chat_age_ranges()))
    or lead.income_range is not null
    or not (lead.current_insurance = any (private.chat_insurance_options()))
    or not (lead.income_band = any (private.chat_income_bands()))
    or not (lead.household_size between 1 and 20)
    or not (lead.coverage_year between this_year - 1 and this_year + 1)
    or (lead.income_band is not null and (lead.household_size is null or lead.coverage_year is null)) then
    raise exception using errcode = '23514',
      message = 'The chat did not send its answers as it should. Please reload the page and try again, or call us.', hint = 'chat_answers.invalid';
  end if;
  return lead;
end;
$$;

comment on function private.lead_chat_answers(public.contact_submissions) is
  'Insert step 3: the ZIP code and answers a chat lead needs, in the codes the chat offers today; cleared on any other lead.';
