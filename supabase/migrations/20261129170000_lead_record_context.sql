-- The record a court may ask for: with each lead, the page also sends the words of the button the visitor pressed,
-- the build that served the page, the privacy policy's and the terms' versions in force there, and whether the
-- browser sent Global Privacy Control. Optional (a page built before this sends none of them), checked when sent,
-- and never changed once stored, like the consent evidence they go with; `npm run leads -- --consent` prints them.

alter table public.contact_submissions
  add column submit_label text,
  add column build_id text,
  add column privacy_version text,
  add column terms_version text,
  add column gpc boolean;

comment on column public.contact_submissions.submit_label is 'The words of the button the visitor pressed to send the lead, as the page showed them.';
comment on column public.contact_submissions.build_id is 'The build that served the page: its day and commit (BUILD_ID).';
comment on column public.contact_submissions.privacy_version is 'The privacy policy''s version (its effective day) the page linked.';
comment on column public.contact_submissions.terms_version is 'The terms of service''s version (its effective day) the page linked.';
comment on column public.contact_submissions.gpc is 'Whether the browser sent Global Privacy Control (navigator.globalPrivacyControl).';

grant insert (submit_label, build_id, privacy_version, terms_version, gpc) on table public.contact_submissions to anon;

-- 2b. What the page sent of itself: each one blank or the shape the site writes.
create function private.lead_submission_context(lead public.contact_submissions)
returns public.contact_submissions
language plpgsql
set search_path = ''
as $$
begin
  lead.submit_label := nullif(private.trim_spaces(lead.submit_label), '');
  if (lead.submit_label is not null
        and (char_length(lead.submit_label) > 100 or not private.is_printable_text(lead.submit_label)
          or not private.is_visible_text(lead.submit_label)))
    or lead.build_id !~ '^[A-Za-z0-9._+-]{1,64}$'
    or lead.privacy_version !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
    or lead.terms_version !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
  then
    raise exception using errcode = '23514', message = 'The form did not say how it was sent. Please reload the page and send it again, or call us.', hint = 'submission_context.invalid';
  end if;
  return lead;
end;
$$;

revoke execute on function private.lead_submission_context(public.contact_submissions) from public, anon, authenticated, service_role;

comment on function private.lead_submission_context(public.contact_submissions) is
  'Insert step 2b: the submit button''s words, the build id, the legal versions and the privacy signal the page sent, checked.';

create or replace function public.contact_submissions_before_insert()
returns trigger
language plpgsql
-- Step 10 counts earlier rows, which anon may not read: the pipeline runs as the table's owner.
security definer
set search_path = ''
as $$
begin
  new := private.lead_id_unused(new);          -- 0. an id no opt-out or CMS consent holds
  new := private.lead_contact_fields(new);     -- 1. names, email, phone, state, the consent box, page, version
  new := private.lead_phone_assignable(new);   -- 1b. a US phone number the NANP could assign
  new := private.lead_request_evidence(new);   -- 2. user agent and client address from the request headers
  new := private.lead_submission_context(new); -- 2b. the button, build, legal versions and privacy signal sent
  new := private.lead_chat_answers(new);       -- 3. ZIP code and answers: a chat lead's alone
  new := private.lead_visible_text(new);       -- 4. no invisible characters; names need a letter
  new := private.lead_consent_version(new);    -- 5. a consent wording the forms have shown
  new := private.lead_consent_evidence(new);   -- 6. the text box, both boxes' words and hashes, the time zone
  new := private.lead_estimate(new);           -- 7. the estimate: at most 600 printable characters
  new := private.lead_estimate_shape(new);     -- 8. the estimate: the calculator's shape
  new := private.lead_honeypot(new);           -- 9. the hidden field: refused when filled (HTTP 403)
  new.repeat_of := private.lead_repeat_of(new); -- 10. a 4th lead within the hour: stored, marked as a repeat
  new := private.lead_origin(new);             -- 11. which form and language, and the campaign
  new.state_code := private.state_code(new.state); -- 12. the USPS code of the state named, or null
  new := private.lead_chain(new);              -- 13. its place in the leads' hash chain, last
  return new;
end;
$$;

-- The new columns join the evidence no role may change.
create or replace function public.contact_submissions_evidence_unchanged()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.id, new.created_at, new.phone, new.page, new.user_agent, new.client_ip, new.language, new.time_zone,
      new.agreed_to_contact, new.consent_version, new.consent_text, new.consent_sha256,
      new.sms_consent, new.sms_consent_version, new.sms_consent_text, new.sms_consent_sha256,
      new.submit_label, new.build_id, new.privacy_version, new.terms_version, new.gpc)
     is distinct from
     (old.id, old.created_at, old.phone, old.page, old.user_agent, old.client_ip, old.language, old.time_zone,
      old.agreed_to_contact, old.consent_version, old.consent_text, old.consent_sha256,
      old.sms_consent, old.sms_consent_version, old.sms_consent_text, old.sms_consent_sha256,
      old.submit_label, old.build_id, old.privacy_version, old.terms_version, old.gpc) then
    raise exception using errcode = '42501', message = 'A stored lead''s consent evidence cannot be changed.', hint = 'consent_evidence.immutable';
  end if;
  return new;
end;
$$;
