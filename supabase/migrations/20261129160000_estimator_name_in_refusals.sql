-- The estimator's name in the database's refusals: the page is the Tax Credit Estimator (it estimates a credit, not
-- savings it cannot compute), so the sentences that send a visitor back to it say so. Steps 4, 7 and 8 restated,
-- only their words changed.

create or replace function private.lead_visible_text(lead public.contact_submissions)
returns public.contact_submissions
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_visible_name(lead.first_name) then
    raise exception using errcode = '23514', message = 'Please enter a valid first name (up to 100 characters).', hint = 'first_name.invalid';
  elsif not private.has_letter(lead.first_name) then
    raise exception using errcode = '23514', message = 'Please enter your first name.', hint = 'first_name.missing';
  end if;

  if not private.is_visible_name(lead.last_name) then
    raise exception using errcode = '23514', message = 'Please enter a valid last name (up to 100 characters).', hint = 'last_name.invalid';
  elsif not private.has_letter(lead.last_name) then
    raise exception using errcode = '23514', message = 'Please enter your last name.', hint = 'last_name.missing';
  end if;

  if not private.is_visible_text(lead.email) then
    raise exception using errcode = '23514', message = 'Please enter a valid email address.', hint = 'email.invalid';
  end if;

  -- Optional (null for the forms other than the estimator's): a null passes.
  if not private.is_visible_text(lead.estimate) then
    raise exception using errcode = '23514',
      message = 'The estimate sent with this form holds characters it cannot store. Please send the form again from the Tax Credit Estimator, or call us.', hint = 'estimate.unprintable';
  end if;

  lead.user_agent := nullif(private.drop_invisible(lead.user_agent), '');
  return lead;
end;
$$;

create or replace function private.lead_estimate(lead public.contact_submissions)
returns public.contact_submissions
language plpgsql
set search_path = ''
as $$
begin
  lead.estimate := nullif(private.trim_spaces(lead.estimate), '');
  if char_length(lead.estimate) > 600 then
    raise exception using errcode = '23514',
      message = 'The estimate sent with this form is too long (up to 600 characters). Please send the form again from the Tax Credit Estimator, or call us.', hint = 'estimate.too_long';
  elsif not private.is_printable_text(lead.estimate) then
    raise exception using errcode = '23514',
      message = 'The estimate sent with this form holds characters it cannot store. Please send the form again from the Tax Credit Estimator, or call us.', hint = 'estimate.unprintable';
  end if;
  return lead;
end;
$$;

create or replace function private.lead_estimate_shape(lead public.contact_submissions)
returns public.contact_submissions
language plpgsql
set search_path = ''
as $$
begin
  lead.estimate := private.collapse_spaces(lead.estimate);
  if not private.is_estimate_line(lead.estimate) then
    raise exception using errcode = '23514',
      message = 'The estimate sent with this form is not one the Tax Credit Estimator writes. Please send the form again from the Tax Credit Estimator, or call us.', hint = 'estimate.shape';
  end if;
  return lead;
end;
$$;
comment on function private.lead_estimate_shape(public.contact_submissions) is
  'Insert step 8: the estimate has the shape the Tax Credit Estimator writes.';
