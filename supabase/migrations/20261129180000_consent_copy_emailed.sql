-- The consumer keeps a copy of the CMS consent they signed (45 CFR 155.220(j)(2)(iii)): the confirmation page shows
-- and prints it, and where the agency's lead email is configured, the consumer is emailed a copy in the page's
-- language. The address is the one the agent gives with the link (`npm run authorize -- --email`), or else the
-- linked lead's; it is kept on the link (never in the link's URL) and on the copy's outbox row, which is delivered,
-- retried and reported as every other delivery is, under its own target, 'copy'.

create function private.is_email_address(value text)
returns boolean
language sql
immutable
set search_path = ''
return char_length(value) <= 254 and value ~ '^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$'
  and private.is_printable_text(value) and private.is_visible_text(value);

comment on function private.is_email_address(text) is 'An address an email can go to, by the rule of an opt-out''s and a lead''s email.';

alter table private.agent_authorization_links add column consumer_email text;
alter table private.agent_authorization_links add constraint agent_authorization_links_consumer_email_shape
  check (private.is_email_address(consumer_email));

comment on column private.agent_authorization_links.consumer_email is
  'Where the consumer''s copy of the signed consent is emailed: the agent''s --email, or the linked lead''s email.';

-- The copy's row names its recipient; no other row has one.
alter table public.lead_notifications add column recipient text;
alter table public.lead_notifications drop constraint lead_notifications_target_code;
alter table public.lead_notifications add constraint lead_notifications_target_code
  check (target in ('webhook', 'chat', 'email', 'log', 'copy'));
alter table public.lead_notifications add constraint lead_notifications_copy_recipient
  check ((target = 'copy') = (recipient is not null) and (target <> 'copy' or authorization_id is not null));

comment on column public.lead_notifications.recipient is
  'The consumer''s address a CMS consent''s copy goes to (target copy only).';

-- Staff make a link, now with the address for the consumer's copy.
drop function public.create_agent_authorization_link(text, text, uuid, text, integer, text);

create function public.create_agent_authorization_link(
  consumer_name text,
  agent_name text,
  lead_id uuid default null,
  language text default 'en',
  days integer default 7,
  application_summary text default null,
  consumer_email text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  link private.agent_authorization_links;
  prefix text;
  copy_to text := nullif(private.trim_spaces(consumer_email), '');
begin
  if not private.agent_authorization_enabled() then
    raise exception using errcode = '55000', message = 'The CMS consent page is off: set VITE_AGENT_AUTHORIZATION=on (app.agent_authorization) to send links.', hint = 'authorization.off';
  end if;
  if not private.is_person_name(private.trim_spaces(consumer_name)) then
    raise exception using errcode = '22023', hint = 'authorization.consumer_name_invalid',
      message = 'The consumer''s name must be 1 to 100 visible characters with a letter.';
  end if;
  if not private.is_person_name(private.trim_spaces(agent_name)) then
    raise exception using errcode = '22023', hint = 'authorization.agent_name_invalid',
      message = 'The agent''s name must be 1 to 100 visible characters with a letter.';
  end if;
  if language is null or not (language = any (private.site_languages())) then
    raise exception using errcode = '22023', hint = 'authorization.language_invalid',
      message = pg_catalog.format('The language must be one of %s.', pg_catalog.array_to_string(private.site_languages(), ', '));
  end if;
  if days is null or days not between 1 and 30 then
    raise exception using errcode = '22023', hint = 'authorization.days_invalid',
      message = 'A link lasts 1 to 30 days.';
  end if;
  if application_summary is not null and not private.is_application_summary(application_summary) then
    raise exception using errcode = '22023', hint = 'authorization.summary_invalid',
      message = 'The application summary must be 1 to 4000 visible characters.';
  end if;
  if copy_to is not null and not private.is_email_address(copy_to) then
    raise exception using errcode = '22023', hint = 'authorization.email_invalid',
      message = 'The consumer''s email address must look like name@example.com (at most 254 characters, nothing invisible).';
  end if;
  if lead_id is not null and not exists (select from public.contact_submissions s where s.id = lead_id) then
    raise exception using errcode = '23503', message = 'No lead has that id.', hint = 'authorization.lead_unknown';
  end if;
  if copy_to is null and lead_id is not null then
    select s.email into copy_to from public.contact_submissions s
    where s.id = lead_id and private.is_email_address(s.email);
  end if;

  insert into private.agent_authorization_links (expires_at, consumer_name, agent_name, language, lead_id, application_summary, consumer_email)
  values (
    pg_catalog.date_trunc('second', pg_catalog.now()) + pg_catalog.make_interval(days => days),
    private.trim_spaces(consumer_name), private.trim_spaces(agent_name), language, lead_id,
    nullif(private.trim_spaces(application_summary), ''), copy_to
  )
  returning * into link;

  prefix := (private.site_path_prefixes())[pg_catalog.array_position(private.site_languages(), language)];
  return pg_catalog.jsonb_build_object(
    'id', link.id, 'expires_at', link.expires_at, 'language', link.language, 'lead_id', link.lead_id,
    'path', prefix || '/authorize#' || private.agent_authorization_token(link.id, link.expires_at),
    'copy_to', link.consumer_email,
    'copy_emailed', exists (select from private.lead_delivery_targets t where t.target = 'email')
  );
end;
$$;

comment on function public.create_agent_authorization_link(text, text, uuid, text, integer, text, text) is
  'Staff: a signed link (path with the token after #) for one consumer''s CMS consent; refused while the feature is off.';

revoke execute on function public.create_agent_authorization_link(text, text, uuid, text, integer, text, text) from public, anon, authenticated;
grant execute on function public.create_agent_authorization_link(text, text, uuid, text, integer, text, text) to service_role;

-- A consent's rows, one per target, written with the consent; and the consumer's copy, when the agency's email is
-- configured and the link names an address.
create or replace function public.agent_authorizations_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.lead_notifications (authorization_id, target)
  select new.id, target from private.lead_delivery_targets;
  insert into public.lead_notifications (authorization_id, target, recipient)
  select new.id, 'copy', l.consumer_email
  from private.agent_authorization_links l
  where l.id = new.link_id and l.consumer_email is not null
    and exists (select from private.lead_delivery_targets t where t.target = 'email');
  perform private.wake_lead_delivery();
  return null;
end;
$$;

-- The claim hands a copy's row over with its recipient.
create or replace function public.claim_lead_notifications(max_count integer default 10, lease_seconds integer default 60)
returns jsonb
language sql
set search_path = ''
as $$
  with due as (
    select n.id
    from public.lead_notifications n
    where n.status = 'pending' and n.next_attempt_at <= pg_catalog.now()
      and (n.leased_until is null or n.leased_until <= pg_catalog.now())
    order by n.next_attempt_at, n.id
    limit least(greatest(max_count, 1), 100)
    for update skip locked
  ),
  claimed as (
    update public.lead_notifications n
    set attempts = n.attempts + 1,
        last_attempt_at = pg_catalog.now(),
        leased_until = pg_catalog.now() + pg_catalog.make_interval(secs => least(greatest(lease_seconds, 5), 900))
    from due
    where n.id = due.id
    returning n.*
  )
  select coalesce(pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object(
    'id', c.id,
    'target', c.target,
    'attempt', c.attempts,
    'max_attempts', c.max_attempts,
    'created_at', c.created_at
  ) || case when c.recipient is null then '{}'::jsonb else pg_catalog.jsonb_build_object('recipient', c.recipient) end || case
    when s.id is not null then pg_catalog.jsonb_build_object('lead', (pg_catalog.to_jsonb(s) - 'website')
      || case when e.opt_out is null then '{}'::jsonb else pg_catalog.jsonb_build_object('opted_out_earlier', e.opt_out) end)
    when o.id is not null then pg_catalog.jsonb_build_object('opt_out', pg_catalog.to_jsonb(o)
      || case when o.stop = 'help' then pg_catalog.jsonb_build_object('revoked_authorizations', coalesce((
        select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', r.id, 'created_at', r.created_at,
          'consumer_name', r.consumer_name, 'agent_name', r.agent_name) order by r.created_at, r.id)
        from public.agent_authorizations r where r.revoked_by_opt_out = o.id), '[]'::jsonb)) else '{}'::jsonb end)
    else pg_catalog.jsonb_build_object('authorization', pg_catalog.to_jsonb(a) - 'link')
  end order by c.next_attempt_at, c.id), '[]'::jsonb)
  from claimed c
  left join public.contact_submissions s on s.id = c.lead_id
  left join public.contact_opt_outs o on o.id = c.opt_out_id
  left join public.agent_authorizations a on a.id = c.authorization_id
  -- The latest opt-out of the lead's phone number or mailbox made before the lead, if any.
  left join lateral (
    select pg_catalog.jsonb_build_object('id', earlier.id, 'created_at', earlier.created_at, 'stop', earlier.stop) as opt_out
    from public.contact_opt_outs earlier
    where s.id is not null and earlier.created_at < s.created_at
      and (right(pg_catalog.regexp_replace(earlier.phone, '[^0-9]', '', 'g'), 10) = right(pg_catalog.regexp_replace(s.phone, '[^0-9]', '', 'g'), 10)
        or private.email_key(earlier.email) = private.email_key(s.email))
    order by earlier.created_at desc
    limit 1
  ) e on true;
$$;
