-- A lead comes from a page that carries a lead form (issue 38, item 5; compliance N-7): the home page (its form and
-- its chat), /sep, the content pages with the closing contact form, and the Tax Credit Estimator (its callback),
-- in every language. rules/formPages.ts is the list; `npm run schema` writes private.form_pages() from it, and
-- tests/e2e/prerendered.html.spec.ts holds it to the built pages. A lead naming any other page (a state page, the
-- privacy policy) was not sent from the site's forms: it is refused with the page's code, as a malformed page is.

-- rules/formPages.ts formPages under every language's prefix: the pages a lead may be sent from.
create or replace function private.form_pages()
returns text[]
language sql
immutable
parallel safe
set search_path = ''
return array['/', '/sep', '/aca-for-families', '/aca-for-seniors-under-65', '/compare-aca-plans', '/health-insurance-florida', '/insurance-for-self-employed', '/self-employed-coverage', '/zero-dollar-health-plans', '/savings-calculator', '/es', '/es/sep', '/es/aca-for-families', '/es/aca-for-seniors-under-65', '/es/compare-aca-plans', '/es/health-insurance-florida', '/es/insurance-for-self-employed', '/es/self-employed-coverage', '/es/zero-dollar-health-plans', '/es/savings-calculator'];

-- Step 5: the consent wording a form shows now, on a page that shows a form.
create or replace function private.lead_consent_version(lead public.contact_submissions)
returns public.contact_submissions
language plpgsql
set search_path = ''
as $$
begin
  if not (lead.page = any (private.form_pages())) then
    raise exception using errcode = '23514', message = 'The form did not say which page it was sent from.', hint = 'page.invalid';
  end if;
  if not (lead.consent_version = any (private.shown_consent_versions())) or private.wording_retired(lead.consent_version) then
    raise exception using errcode = '23514', message = 'The consent wording on this page is out of date. Please reload the page and send it again, or call us.', hint = 'consent_version.invalid';
  end if;
  return lead;
end;
$$;

comment on function private.lead_consent_version(public.contact_submissions) is
  'Insert step 5: a page that carries a lead form, and a consent wording the forms show (or retired within the day).';
