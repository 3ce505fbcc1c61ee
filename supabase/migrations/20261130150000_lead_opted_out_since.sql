-- A lead delivered after its contact asked to stop says so (issue 38, item 2: once an opt-out covers the lead, every
-- staff view says DO NOT CALL or DO NOT TEXT with the opt-out's date and id instead of a window).
--
-- A lead's delivery can be made after an opt-out of its number or mailbox: a retry while the receiver was down, a
-- delivery claimed late. The claim now hands over, on a lead, `opted_out_since`: every request of its number or
-- mailbox made after the lead, oldest first (id, time, what it stops).

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
      || case when e.opt_out is null then '{}'::jsonb else pg_catalog.jsonb_build_object('opted_out_earlier', e.opt_out) end
      || case when since.opt_outs is null then '{}'::jsonb else pg_catalog.jsonb_build_object('opted_out_since', since.opt_outs) end)
    when o.id is not null then pg_catalog.jsonb_build_object('opt_out', pg_catalog.to_jsonb(o)
      || pg_catalog.jsonb_build_object('earlier_leads', coalesce(l.leads, '[]'::jsonb))
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
    select pg_catalog.jsonb_build_object('id', earlier.id, 'created_at', earlier.created_at, 'stop', earlier.stop,
      'client_ip', earlier.client_ip, 'user_agent', earlier.user_agent) as opt_out
    from public.contact_opt_outs earlier
    where s.id is not null and earlier.created_at < s.created_at
      and (right(pg_catalog.regexp_replace(earlier.phone, '[^0-9]', '', 'g'), 10) = right(pg_catalog.regexp_replace(s.phone, '[^0-9]', '', 'g'), 10)
        or private.email_key(earlier.email) = private.email_key(s.email))
    order by earlier.created_at desc
    limit 1
  ) e on true
  -- An opt-out's leads: the latest 10 of its phone number or mailbox stored before it, each with where it came from.
  left join lateral (
    select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', before.id, 'created_at', before.created_at,
      'first_name', before.first_name, 'page', before.page, 'client_ip', before.client_ip,
      'user_agent', before.user_agent) order by before.created_at desc, before.id) as leads
    from (
      select s2.* from public.contact_submissions s2
      where o.id is not null and s2.created_at < o.created_at
        and ((o.phone is not null and right(pg_catalog.regexp_replace(s2.phone, '[^0-9]', '', 'g'), 10)
              = right(pg_catalog.regexp_replace(o.phone, '[^0-9]', '', 'g'), 10))
          or (o.email is not null and private.email_key(s2.email) = private.email_key(o.email)))
      order by s2.created_at desc, s2.id
      limit 10
    ) before
  ) l on true
  -- A lead's delivery made after its contact asked to stop (a retry, a receiver back after hours): every such request,
  -- oldest first, so its messages say DO NOT CALL or DO NOT TEXT instead of a window.
  left join lateral (
    select pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', after.id, 'created_at', after.created_at,
      'stop', after.stop) order by after.created_at, after.id) as opt_outs
    from public.contact_opt_outs after
    where s.id is not null and after.created_at > s.created_at
      and (right(pg_catalog.regexp_replace(after.phone, '[^0-9]', '', 'g'), 10) = right(pg_catalog.regexp_replace(s.phone, '[^0-9]', '', 'g'), 10)
        or private.email_key(after.email) = private.email_key(s.email))
  ) since on true;
$$;
